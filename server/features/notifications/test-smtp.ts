// A real SMTP server for the notification tests (smtp-server, on a free port), which keeps what
// it accepted as decoded mails, and can refuse or hold messages to play a failing mail server.
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** Envelope recipients, as the server was asked to deliver. */
  to: string[]
  headers: Record<string, string>
  subject: string
  text: string
  html: string
}

export interface TestSmtp {
  url: string
  mails: ReceivedMail[]
  /** Answer every message with this SMTP code (4xx or 5xx) until called with null. */
  refuse(code: number | null): void
  /** Accept no message, nor refuse it, until called with false: the client waits. */
  hold(on: boolean): void
  /** How many messages were refused or held so far. */
  turnedAway(): number
  close(): Promise<void>
}

// RFC 2047 words in headers (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes them.
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QBqb])\?([^?]*)\?=/g,
      (_all, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = split < 0 ? raw : raw.slice(0, split)
  const body = split < 0 ? '' : raw.slice(split + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeBody(part: { headers: Record<string, string>; body: string }) {
  const encoding = part.headers['content-transfer-encoding']?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return part.body
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = parsePart(raw)
  const found = { text: '', html: '' }
  const visit = (part: { headers: Record<string, string>; body: string }) => {
    const type = part.headers['content-type'] ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of part.body.split(`--${boundary}`).slice(1, -1)) {
        visit(parsePart(piece.replace(/^\r\n/, '')))
      }
    } else if (type.startsWith('text/html')) found.html = decodeBody(part)
    else if (type.startsWith('text/plain')) found.text = decodeBody(part)
  }
  visit(message)
  return {
    to,
    headers: message.headers,
    subject: decodeWords(message.headers.subject ?? ''),
    text: found.text.replaceAll('\r\n', '\n'),
    html: found.html,
  }
}

/** Listens on `port`, or on a free one. */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = []
  let refusal: number | null = null
  let holding = false
  let turnedAway = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (holding) {
          turnedAway++
          return
        }
        if (refusal !== null) {
          turnedAway++
          callback(Object.assign(new Error('Mail server test refusal'), { responseCode: refusal }))
          return
        }
        const to = session.envelope.rcptTo.map((r) => r.address)
        mails.push(parseMail(Buffer.concat(chunks).toString('latin1'), to))
        callback()
      })
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  const address = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    refuse: (code) => void (refusal = code),
    hold: (on) => void (holding = on),
    turnedAway: () => turnedAway,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
