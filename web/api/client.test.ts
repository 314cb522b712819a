// The 401 refresh-and-retry flow of the HTTP client, with fetch and storage stubbed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '../../common/auth'
import { SESSION_STORAGE_KEY } from '../../common/constants'

function session(token: string): Session {
  return {
    access_token: `access-${token}`,
    refresh_token: `refresh-${token}`,
    expires_in: 900,
    expires_at: Math.floor(Date.now() / 1000) + 900,
    token_type: 'bearer',
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'a@example.com', providers: [] },
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

const storage = new Map<string, string>()
const fetchMock = vi.fn<typeof fetch>()

async function loadClient(stored: Session | null) {
  storage.clear()
  if (stored) storage.set(SESSION_STORAGE_KEY, JSON.stringify(stored))
  vi.resetModules()
  const client = await import('./client')
  const sessions = await import('./session')
  const onExpired = vi.fn()
  client.setSessionExpiredHandler(onExpired)
  return { ...client, ...sessions, onExpired }
}

/** A server where only the renewed token is accepted. */
function serverAccepting(renewed: Session, refreshStatus = 200) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input)
    if (url === '/api/auth/refresh') {
      await new Promise((resolve) => setTimeout(resolve, 10))
      return refreshStatus === 200
        ? json(200, renewed)
        : json(refreshStatus, { error: { code: 'invalid_token', message: 'Nope' } })
    }
    const auth = new Headers(init?.headers).get('Authorization')
    return auth === `Bearer ${renewed.access_token}`
      ? json(200, { url })
      : json(401, { error: { code: 'unauthorized', message: 'You need to sign in.' } })
  })
}

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  })
  vi.stubGlobal('window', { addEventListener: () => undefined })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('api', () => {
  it('sends the bearer token and Accept: application/json', async () => {
    const current = session('current')
    const { api } = await loadClient(current)
    serverAccepting(current)
    await api('/provider/p')
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers)
    expect(headers.get('Authorization')).toBe(`Bearer ${current.access_token}`)
    expect(headers.get('Accept')).toBe('application/json')
  })

  it('shares one refresh between concurrent 401s, then retries each request', async () => {
    const renewed = session('renewed')
    const { api, getSession } = await loadClient(session('old'))
    serverAccepting(renewed)

    const answers = await Promise.all([api('/a'), api('/b'), api('/c')])

    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }])
    const refreshes = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')
    expect(refreshes).toHaveLength(1)
    expect(JSON.parse(String(refreshes[0]?.[1]?.body))).toEqual({ refresh_token: 'refresh-old' })
    expect(getSession()).toEqual(renewed)
    expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? 'null')).toEqual(renewed)
  })

  it('clears the session and leaves for /login when the refresh is refused', async () => {
    const { api, ApiError, getSession, onExpired } = await loadClient(session('old'))
    serverAccepting(session('never'), 401)

    await expect(api('/a')).rejects.toBeInstanceOf(ApiError)
    expect(getSession()).toBeNull()
    expect(storage.has(SESSION_STORAGE_KEY)).toBe(false)
    expect(onExpired).toHaveBeenCalledOnce()
  })

  it('leaves for /login without a refresh when there is no session', async () => {
    const { api, onExpired } = await loadClient(null)
    serverAccepting(session('never'))

    await expect(api('/a')).rejects.toMatchObject({ status: 401 })
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(onExpired).toHaveBeenCalledOnce()
  })

  it('hands other errors to the caller with the parsed body', async () => {
    const { api } = await loadClient(session('current'))
    const body = { error: { code: 'forbidden', message: 'Not a member.' } }
    fetchMock.mockResolvedValue(json(403, body))

    await expect(api('/a')).rejects.toMatchObject({ status: 403, body, message: 'Not a member.' })
  })

  it('renews the session after a 403, so that the roles it lists are current', async () => {
    const renewed = session('renewed')
    const { api, getSession } = await loadClient(session('old'))
    const body = { error: { code: 'forbidden', message: 'This needs the owner role.' } }
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/refresh' ? json(200, renewed) : json(403, body),
    )

    await expect(api('/a')).rejects.toMatchObject({ status: 403, body })
    await vi.waitFor(() => expect(getSession()).toEqual(renewed))
    // The refused request is not sent again: the renewed role decides what the screens offer.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/a')).toHaveLength(1)
  })

  it('treats a 401 from an auth route as an answer, not an expired session', async () => {
    const { api, getSession, onExpired } = await loadClient(session('current'))
    fetchMock.mockResolvedValue(json(401, { error: { code: 'invalid_credentials', message: 'x' } }))

    await expect(
      api('/auth/login', { method: 'POST', body: {}, auth: false }),
    ).rejects.toMatchObject({ status: 401 })
    expect(onExpired).not.toHaveBeenCalled()
    expect(getSession()).not.toBeNull()
  })
})
