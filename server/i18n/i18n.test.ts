// Languages through the API (issue #22): error sentences in the request's language with the same
// code, the user's language kept with their account, the business's set by an owner and shown to
// its clients' portal.
import { describe, expect, it } from 'vitest'
import type { Session } from '../../common/auth'
import { messages } from '../../common/messages'
import { messagesEs, spanishSentences } from '../../common/messages-es'
import { apiKeyMessages } from '../../common/api-keys'
import { webhookMessages } from '../../common/webhooks'
import {
  addMember,
  as,
  bearer,
  errorOf,
  freshIp,
  makeClient,
  signup,
  uniqueEmail,
  useHarness,
} from '../test/harness'
import { localeOfHeader } from './translate'

const h = useHarness()

describe('error sentences in the request language', () => {
  it('answers a validation message in Spanish for es, in English otherwise, with the same code', async () => {
    const tenant = await signup(h.app)
    const create = (language?: string) =>
      h.app.inject({
        method: 'POST',
        url: `/api/provider/${tenant.providerId}/location`,
        headers: { ...bearer(tenant.session), ...(language && { 'accept-language': language }) },
        payload: { name: '' },
      })
    const english = errorOf(await create())
    const spanish = errorOf(await create('es-ES,es;q=0.9,en;q=0.8'))
    const french = errorOf(await create('fr-FR'))
    expect(english.message).toBe(messages.location.nameRequired)
    expect(spanish.message).toBe(messagesEs.location.nameRequired)
    expect(spanish.message).toBe('La ubicación necesita un nombre.')
    expect(spanish.fields?.name).toBe(messagesEs.location.nameRequired)
    expect(french.message).toBe(messages.location.nameRequired)
    expect(spanish.code).toBe(english.code)
  })

  it("answers the spec's sentence of a refused order in Spanish, its code unchanged", async () => {
    const tenant = await signup(h.app)
    const client = await makeClient(h.app, tenant)
    const post = (language: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { 'accept-language': language },
        payload: {
          order: JSON.stringify({
            providerId: tenant.providerId,
            clientId: client.id,
            transaction_type: 'ORDER',
            products: [],
          }),
        },
      })
    const english = errorOf(await post('en-US'))
    const spanish = errorOf(await post('es'))
    expect(english.message).toBe(messages.order.atLeastOneProduct)
    expect(spanish.message).toBe('Un pedido necesita al menos un producto.')
    expect(spanish.code).toBe(english.code)
  })

  it('has Spanish for every sentence of the integrations (keys and webhooks)', () => {
    const english = [...Object.values(apiKeyMessages), ...Object.values(webhookMessages)]
    expect(english.filter((text) => !spanishSentences.has(text))).toEqual([])
  })

  it('reads the preferred supported language of an Accept-Language header', () => {
    expect(localeOfHeader(undefined)).toBe('en')
    expect(localeOfHeader('es-MX')).toBe('es')
    expect(localeOfHeader('fr;q=1, es;q=0.5, en;q=0.7')).toBe('en')
    expect(localeOfHeader('de, es;q=0.2')).toBe('es')
    expect(localeOfHeader('es;q=0, en')).toBe('en')
  })
})

describe('the user language', () => {
  it('is the language signed up in, can be changed, and comes with every later session', async () => {
    const email = uniqueEmail()
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'correct-horse', name: 'Tienda', locale: 'es' },
      remoteAddress: freshIp(),
    })
    const session = response.json<Session>()
    expect(session.user.locale).toBe('es')
    const providerId = session.user.providers[0]!.provider.id
    const provider = await h.app.inject({
      method: 'GET',
      url: `/api/provider/${providerId}`,
      headers: bearer(session),
    })
    expect(provider.json().provider.locale).toBe('es')

    const changed = await h.app.inject({
      method: 'PUT',
      url: '/api/auth/me/locale',
      headers: bearer(session),
      payload: { locale: 'en' },
    })
    expect(changed.json()).toEqual({ locale: 'en' })
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct-horse' },
      remoteAddress: freshIp(),
    })
    expect(login.json<Session>().user.locale).toBe('en')
    // The business keeps its own language.
    const again = await h.app.inject({
      method: 'GET',
      url: `/api/provider/${providerId}`,
      headers: bearer(session),
    })
    expect(again.json().provider.locale).toBe('es')
  })

  it('is null until chosen, refuses another language and needs a sign-in', async () => {
    const tenant = await signup(h.app)
    expect(tenant.session.user.locale).toBeNull()
    const put = (payload: unknown, headers = bearer(tenant.session)) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/auth/me/locale',
        headers,
        payload: payload as object,
      })
    const refused = await put({ locale: 'fr' })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).message).toBe('The language is en (English) or es (Spanish).')
    expect((await put({ locale: 'es' }, {} as ReturnType<typeof bearer>)).statusCode).toBe(401)
  })
})

describe('the business language', () => {
  it('is set by an owner, refused to a manager, and reaches the client portal', async () => {
    const owner = await signup(h.app)
    const manager = await addMember(h, owner, 'manager')
    const client = await makeClient(h.app, owner)
    expect((await as(h.app, manager).put('/locale', { locale: 'es' })).statusCode).toBe(403)
    const portal = () =>
      h.app.inject({ method: 'GET', url: `/api/client/${client.id}/provider_client` })
    expect((await portal()).json().providerClients[0].provider.locale).toBe('en')

    const set = await as(h.app, owner).put('/locale', { locale: 'es' })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ locale: 'es' })
    expect((await portal()).json().providerClients[0].provider.locale).toBe('es')
    // Another business is untouched.
    const other = await signup(h.app)
    expect((await as(h.app, other).get('')).json().provider.locale).toBe('en')
  })
})
