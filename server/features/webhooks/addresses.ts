// Where webhooks may go (SSRF): never to a private, loopback, link-local or otherwise special
// address unless WEBHOOKS_ALLOW_PRIVATE is set. Checked when a subscription is saved and again at
// each delivery, on the address the connection actually uses (DNS can change in between).
import { lookup as dnsLookup } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

const special = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  special.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  special.addSubnet(network, prefix, 'ipv6')
}

/** Whether an address is anything but a public unicast one (IPv4-mapped IPv6 read as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return special.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return special.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class RefusedAddress extends Error {
  constructor(readonly reason: 'private' | 'unresolved') {
    super(reason === 'private' ? 'private address refused' : 'address does not resolve')
  }
}

const resolveAll = (hostname: string) =>
  new Promise<{ address: string; family: number }[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(new RefusedAddress('unresolved')) : resolve(addresses),
    ),
  )

/** The URL's host, without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** Throws RefusedAddress when the URL's host is (or resolves to) a refused address. */
export async function checkDestination(url: string, allowPrivate: boolean) {
  const host = hostOf(new URL(url))
  const addresses = isIP(host) ? [{ address: host }] : await resolveAll(host)
  if (addresses.length === 0) throw new RefusedAddress('unresolved')
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new RefusedAddress('private')
  }
}

/**
 * A `lookup` for http.request that refuses private answers, so the address checked is the address
 * connected to. Node does not call it for an IP literal: checkDestination covers those.
 */
export const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    const answer = async () => {
      try {
        const addresses = await resolveAll(hostname)
        if (addresses.length === 0) throw new RefusedAddress('unresolved')
        if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
          throw new RefusedAddress('private')
        }
        if (options.all) callback(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      } catch (error) {
        callback(error as Error, '', 4)
      }
    }
    void answer()
  }
