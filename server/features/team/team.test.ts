// The team (issue #19): invitations by e-mail, roles and their changes, at least one owner, and
// a removed member refused on the next request, on every instance.
import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { Session } from '../../../common/auth'
import { roleNeededMessage } from '../../../common/permissions'
import { teamMessages } from '../../../common/team'
import { buildApp } from '../../app'
import { openDatabase } from '../../db/client'
import {
  addMember,
  as,
  bearer,
  errorOf,
  freshIp,
  invitationToken,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  testConfig,
  uniqueEmail,
  useHarness,
} from '../../test/harness'

const h = useHarness()

const signupWith = (payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress: freshIp() })

describe('invitations', () => {
  it('mail a single-use link that signs up, joins the business and creates none', async () => {
    const owner = await signup(h.app, { name: 'Team Shop' })
    const email = uniqueEmail('clerk')
    const invited = await as(h.app, owner).post('/member', { email, role: 'staff' })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json().member).toMatchObject({
      user: { id: null, email },
      role: 'staff',
      joined_at: null,
    })
    const mail = h.mails.at(-1)!
    expect(mail.to).toBe(email)
    expect(mail.subject).toBe('Join Team Shop on Stockline')
    const token = invitationToken(h.mails, email)

    const preview = await h.app.inject(`/api/invitation/${token}`)
    expect(preview.json().invitation).toMatchObject({
      provider: { id: owner.providerId, name: 'Team Shop' },
      email,
      role: 'staff',
      account_exists: false,
    })

    const joined = await signupWith({ email, password: 'correct-horse', invitation: token })
    expect(joined.statusCode, joined.body).toBe(201)
    const session = joined.json<Session>()
    expect(session.user.providers).toEqual([
      { provider: expect.objectContaining({ id: owner.providerId }), role: 'staff' },
    ])
    const again = await signupWith({
      email: uniqueEmail(),
      password: 'correct-horse',
      invitation: token,
    })
    expect(again.statusCode).toBe(404)
    expect(errorOf(again).message).toBe(teamMessages.invitationInvalid)
    expect((await h.app.inject(`/api/invitation/${token}`)).statusCode).toBe(404)

    const members = (await as(h.app, owner).get('/members')).json().members
    expect(
      members.map((m: { user: { email: string }; role: string }) => [m.user.email, m.role]),
    ).toEqual([
      [owner.email, 'owner'],
      [email, 'staff'],
    ])
    expect(members[1].joined_at).not.toBeNull()
  })

  it('let an existing account join after signing in, only with the invited address', async () => {
    const owner = await signup(h.app)
    const other = await signup(h.app)
    const existing = await signup(h.app)
    await as(h.app, owner).post('/member', { email: existing.email.toUpperCase(), role: 'viewer' })
    const token = invitationToken(h.mails, existing.email.toUpperCase())
    expect((await h.app.inject(`/api/invitation/${token}`)).json().invitation.account_exists).toBe(
      true,
    )
    const accept = (session: Session) =>
      h.app.inject({
        method: 'POST',
        url: `/api/invitation/${token}/accept`,
        headers: bearer(session),
      })
    const forwarded = await accept(other.session)
    expect(forwarded.statusCode).toBe(403)
    expect(errorOf(forwarded).message).toBe(teamMessages.invitationOtherEmail)
    expect(
      (await as(h.app, { ...other, providerId: owner.providerId }).get('/orders')).statusCode,
    ).toBe(403)

    const accepted = await accept(existing.session)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ provider: { id: owner.providerId }, role: 'viewer' })
    const asMember = as(h.app, { ...existing, providerId: owner.providerId })
    expect((await asMember.get('/orders')).statusCode).toBe(200)
    expect((await as(h.app, existing).get('/orders')).statusCode).toBe(200)
    expect((await accept(existing.session)).statusCode).toBe(404)
  })

  it('send a fresh link to an address invited again, once per Idempotency-Key', async () => {
    const owner = await signup(h.app)
    const email = uniqueEmail('twice')
    const post = (key: string, role = 'staff') =>
      h.app.inject({
        method: 'POST',
        url: `/api/provider/${owner.providerId}/member`,
        headers: { ...bearer(owner.session), 'idempotency-key': key },
        payload: { email, role },
      })
    const sent = () => h.mails.filter((m) => m.to === email).length
    const first = await post('k1')
    const firstToken = invitationToken(h.mails, email)
    const replay = await post('k1')
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(sent()).toBe(1)

    const renewed = await post('k2', 'manager')
    expect(renewed.json().member.invitation_id).toBe(first.json().member.invitation_id)
    expect(sent()).toBe(2)
    expect((await h.app.inject(`/api/invitation/${firstToken}`)).statusCode).toBe(404)
    const token = invitationToken(h.mails, email)
    expect((await h.app.inject(`/api/invitation/${token}`)).json().invitation.role).toBe('manager')
    const pending = (await as(h.app, owner).get('/members')).json().members
    expect(pending).toHaveLength(2)

    const withdrawn = await as(h.app, owner).delete(
      `/invitation/${first.json().member.invitation_id}`,
    )
    expect(withdrawn.statusCode).toBe(204)
    expect((await h.app.inject(`/api/invitation/${token}`)).statusCode).toBe(404)
  })

  it('refuse a member, an expired link, and a bad address', async () => {
    const owner = await signup(h.app)
    const staff = await addMember(h, owner, 'staff')
    const member = await as(h.app, owner).post('/member', {
      email: staff.email.toUpperCase(),
      role: 'viewer',
    })
    expect(member.statusCode).toBe(409)
    expect(errorOf(member).message).toBe(teamMessages.alreadyMember)
    const own = await as(h.app, owner).post('/member', { email: owner.email, role: 'viewer' })
    expect(own.statusCode).toBe(409)

    const bad = await as(h.app, owner).post('/member', { email: 'not an address', role: 'staff' })
    expect(bad.statusCode).toBe(400)
    const noRole = await as(h.app, owner).post('/member', { email: uniqueEmail(), role: 'boss' })
    expect(noRole.statusCode).toBe(400)

    const email = uniqueEmail('late')
    await as(h.app, owner).post('/member', { email, role: 'staff' })
    const token = invitationToken(h.mails, email)
    await h.database.db.execute(
      sql`update member_invitations set expires_at = now() - interval '1 second' where lower(email) = ${email}`,
    )
    expect((await h.app.inject(`/api/invitation/${token}`)).statusCode).toBe(404)
    const late = await signupWith({ email, password: 'correct-horse', invitation: token })
    expect(late.statusCode).toBe(404)
    // The account is not left behind half made: the address can still sign up.
    expect((await signupWith({ email, password: 'correct-horse' })).statusCode).toBe(201)
  })
})

describe('roles', () => {
  it('keep a manager away from owners and a business with at least one owner', async () => {
    const owner = await signup(h.app)
    const manager = await addMember(h, owner, 'manager')
    const staff = await addMember(h, owner, 'staff')
    const asManager = as(h.app, manager)
    const ownerId = owner.session.user.id

    for (const refused of [
      await asManager.post('/member', { email: uniqueEmail(), role: 'owner' }),
      await asManager.put(`/member/${ownerId}`, { role: 'viewer' }),
      await asManager.put(`/member/${staff.session.user.id}`, { role: 'owner' }),
      await asManager.delete(`/member/${ownerId}`),
    ]) {
      expect(refused.statusCode).toBe(403)
      expect(errorOf(refused).message).toBe(teamMessages.managerAndOwners)
    }
    const promoted = await asManager.put(`/member/${staff.session.user.id}`, { role: 'manager' })
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json().member.role).toBe('manager')

    const demoteSelf = await as(h.app, owner).put(`/member/${ownerId}`, { role: 'manager' })
    expect(demoteSelf.statusCode).toBe(409)
    expect(errorOf(demoteSelf).message).toBe(teamMessages.lastOwner)
    expect((await as(h.app, owner).delete(`/member/${ownerId}`)).statusCode).toBe(409)
    expect(
      (await as(h.app, owner).put(`/member/${owner.session.user.id}`, { role: 'owner' }))
        .statusCode,
    ).toBe(200)
    const unknown = await as(h.app, owner).put(`/member/${crypto.randomUUID()}`, { role: 'staff' })
    expect(unknown.statusCode).toBe(404)
  })

  it('let two owners demoting each other at once leave one owner', async () => {
    const first = await signup(h.app)
    const second = await addMember(h, first, 'owner')
    const [a, b] = await Promise.all([
      as(h.app, first).put(`/member/${second.session.user.id}`, { role: 'staff' }),
      as(h.app, second).put(`/member/${first.session.user.id}`, { role: 'staff' }),
    ])
    // The second is refused: by its role if the first had already committed when it arrived,
    // else as the last owner's demotion once the first's lock is released.
    const codes = [a.statusCode, b.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect([403, 409]).toContain(codes[1])
    const roles = (await as(h.app, first).get('/members')).json().members
    expect(roles.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(1)
  })

  it('apply a change of role and a removal on the very next request', async () => {
    const owner = await signup(h.app)
    const location = await makeLocation(h.app, owner, { default: true })
    const product = await makeProduct(h.app, owner)
    const viewer = await addMember(h, owner, 'viewer')
    const take = () =>
      postOrder(
        h.app,
        {
          providerId: owner.providerId,
          locationId: location.id,
          transaction_type: 'IN',
          products: [{ id: product.id, quantity: 1 }],
        },
        { tenant: viewer },
      )
    const refused = await take()
    expect(refused.statusCode).toBe(403)
    expect(errorOf(refused).message).toBe(roleNeededMessage('move_stock'))

    await as(h.app, owner).put(`/member/${viewer.session.user.id}`, { role: 'staff' })
    const taken = await take()
    expect(taken.statusCode, taken.body).toBe(201)
    expect(taken.json().order.created_by).toEqual({
      id: viewer.session.user.id,
      email: viewer.email,
    })

    expect((await as(h.app, viewer).get('/orders')).statusCode).toBe(200)
    expect((await as(h.app, owner).delete(`/member/${viewer.session.user.id}`)).statusCode).toBe(
      204,
    )
    const removed = await as(h.app, viewer).get('/orders')
    expect(removed.statusCode).toBe(403)
    expect(errorOf(removed).message).toBe('You do not have access to this provider.')
  })

  it('let any member leave', async () => {
    const owner = await signup(h.app)
    const viewer = await addMember(h, owner, 'viewer')
    expect((await as(h.app, viewer).delete(`/member/${owner.session.user.id}`)).statusCode).toBe(
      403,
    )
    expect((await as(h.app, viewer).delete(`/member/${viewer.session.user.id}`)).statusCode).toBe(
      204,
    )
    expect((await as(h.app, viewer).get('/orders')).statusCode).toBe(403)
  })

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'refuse a removed member on another instance at once',
    async () => {
      const database = await openDatabase({ databaseUrl: h.database.url })
      const other = await buildApp({
        config: testConfig(),
        database,
        mailer: { send: async () => undefined },
      })
      await other.ready()
      try {
        const owner = await signup(h.app)
        const staff = await addMember(h, owner, 'staff')
        const onOther = () =>
          other.inject({
            url: `/api/provider/${owner.providerId}/orders`,
            headers: bearer(staff.session),
          })
        expect((await onOther()).statusCode).toBe(200)
        await as(h.app, owner).delete(`/member/${staff.session.user.id}`)
        await vi.waitFor(async () => expect((await onOther()).statusCode).toBe(403), {
          timeout: 2_000,
          interval: 20,
        })
      } finally {
        await other.close()
        await database.close()
      }
    },
  )
})

describe('who did what', () => {
  it('keeps who made each transaction and who set each price, and filters by member', async () => {
    const owner = await signup(h.app)
    const manager = await addMember(h, owner, 'manager')
    const staff = await addMember(h, owner, 'staff')
    const location = await makeLocation(h.app, owner, { default: true })
    const product = (
      await as(h.app, manager).post('/product', { name: 'Audited', price: 10 })
    ).json().product
    await as(h.app, owner).put(`/product/${product.id}`, { price: 12.5 })
    await as(h.app, owner).put(`/product/${product.id}`, { price: 12.5, name: 'Same price' })

    const changes = (await as(h.app, staff).get(`/product/${product.id}/price_changes`)).json()
      .price_changes
    expect(
      changes.map(
        (c: { old_price: number | null; new_price: number; changed_by: { email: string } }) => [
          c.old_price,
          c.new_price,
          c.changed_by.email,
        ],
      ),
    ).toEqual([
      [10, 12.5, owner.email],
      [null, 10, manager.email],
    ])

    const move = (tenant: typeof owner, type: string) =>
      postOrder(
        h.app,
        {
          providerId: owner.providerId,
          locationId: location.id,
          transaction_type: type,
          products: [{ id: product.id, quantity: 1 }],
        },
        { tenant },
      )
    const client = await makeClient(h.app, owner)
    const portal = await postOrder(h.app, {
      providerId: owner.providerId,
      locationId: location.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: product.id, quantity: 1 }],
    })
    const placed = (await as(h.app, owner).get(`/order/${portal.json().order.id}`)).json().order
    expect(placed).toMatchObject({ origin: 'client', created_by: null })
    const byStaff = (await move(staff, 'ADJUST')).json().order
    expect(byStaff.origin).toBe('provider')
    await move(owner, 'IN')
    const mine = (await as(h.app, owner).get(`/orders?user_id=${staff.session.user.id}`)).json()
    expect(mine.orders.map((o: { id: number }) => o.id)).toEqual([byStaff.id])
    expect(mine.orders[0].created_by).toEqual({ id: staff.session.user.id, email: staff.email })
  })
})
