// GET/PUT /api/provider/{id}/notifications: defaults, validation (400 with a sentence, never a
// 500) and tenant isolation, with an intruder who reuses the victim's names and client emails.
import { describe, expect, it, vi } from 'vitest'
import { messages } from '../../../common/messages'
import type { NotificationsEnvelope } from '../../../common/notifications'
import {
  as,
  errorOf,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  useHarness,
} from '../../test/harness'

const h = useHarness()
const m = messages.notifications

describe('notification settings', () => {
  it('start with every e-mail on, at 08:00 UTC, in English', async () => {
    const tenant = await signup(h.app)
    const response = await as(h.app, tenant).get('/notifications')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      notifications: {
        client_order_emails: true,
        new_order_email: true,
        low_stock_digest: true,
        digest_hour: 8,
        time_zone: 'UTC',
        language: 'en',
      },
    })
  })

  it('change what is sent and keep what is not', async () => {
    const tenant = await signup(h.app)
    const response = await as(h.app, tenant).put('/notifications', {
      new_order_email: false,
      digest_hour: 23,
      time_zone: 'europe/madrid',
      language: 'es',
    })
    expect(response.statusCode).toBe(200)
    const expected = {
      client_order_emails: true,
      new_order_email: false,
      low_stock_digest: true,
      digest_hour: 23,
      time_zone: 'Europe/Madrid',
      language: 'es',
    }
    expect(response.json<NotificationsEnvelope>().notifications).toEqual(expected)
    expect((await as(h.app, tenant).put('/notifications', {})).json().notifications).toEqual(
      expected,
    )
    expect((await as(h.app, tenant).get('/notifications')).json().notifications).toEqual(expected)
  })

  it.each([
    [{ digest_hour: 24 }, 'digest_hour', m.digestHour],
    [{ digest_hour: -1 }, 'digest_hour', m.digestHour],
    [{ digest_hour: 7.5 }, 'digest_hour', m.digestHour],
    [{ digest_hour: '8' }, 'digest_hour', m.digestHour],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone', m.timeZone],
    [{ time_zone: '+01:00' }, 'time_zone', m.timeZone],
    [{ time_zone: 'x'.repeat(65) }, 'time_zone', m.timeZone],
    [{ time_zone: '' }, 'time_zone', m.timeZone],
    [{ time_zone: 3 }, 'time_zone', m.timeZone],
    [{ language: 'fr' }, 'language', m.language],
    [{ client_order_emails: 'yes' }, 'client_order_emails', m.onOff],
    [{ low_stock_digest: null }, 'low_stock_digest', m.onOff],
  ])('refuse %j with 400 and a sentence', async (body, field, message) => {
    const tenant = await signup(h.app)
    const response = await as(h.app, tenant).put('/notifications', body)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatchObject({ message, fields: { [field]: message } })
    expect((await as(h.app, tenant).get('/notifications')).json().notifications.digest_hour).toBe(8)
  })

  it('refuse unknown fields and bodies that are no object', async () => {
    const tenant = await signup(h.app)
    for (const body of [{ sound: true }, [], { digest_hour: 9, extra: 1 }]) {
      const response = await as(h.app, tenant).put('/notifications', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('tenant isolation', () => {
  it('lets no other provider read or change them, and keeps each provider’s mails its own', async () => {
    const victim = await signup(h.app, { name: 'Victim Shop' })
    const intruder = await signup(h.app, { name: 'Victim Shop' })
    const victimClient = await makeClient(h.app, victim, { name: 'Tara Kim' })
    // The intruder types the same client (email and name) and turns its own e-mails off.
    await makeClient(h.app, intruder, { name: 'Tara Kim', email: victimClient.email })
    const read = await as(h.app, intruder).get(`/api/provider/${victim.providerId}/notifications`)
    expect(read.statusCode).toBe(403)
    const write = await as(h.app, intruder).put(
      `/api/provider/${victim.providerId}/notifications`,
      { client_order_emails: false },
    )
    expect(write.statusCode).toBe(403)
    expect(
      (await as(h.app, intruder).put('/notifications', { client_order_emails: false })).statusCode,
    ).toBe(200)

    const location = await makeLocation(h.app, victim, { default: true })
    const product = await makeProduct(h.app, victim)
    const created = await postOrder(
      h.app,
      {
        providerId: victim.providerId,
        locationId: location.id,
        clientId: victimClient.id,
        transaction_type: 'ORDER',
        products: [{ id: product.id, quantity: 1 }],
      },
      { tenant: victim },
    )
    expect(created.statusCode).toBe(201)
    const id = created.json<{ order: { id: number } }>().order.id
    await vi.waitFor(
      () =>
        expect(h.mails.filter((mail) => mail.to === victimClient.email)).toEqual([
          expect.objectContaining({ subject: `Order ${id} received — Victim Shop` }),
        ]),
      { timeout: 15_000 },
    )
    const victimSettings = await as(h.app, victim).get('/notifications')
    expect(victimSettings.json().notifications.client_order_emails).toBe(true)
  })
})
