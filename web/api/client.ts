// The HTTP client every screen uses: JSON over /api with the bearer token, and one transparent
// refresh-and-retry when the server answers 401 (spec §4 "Authentication").
import type { ErrorBody } from '../../common/schemas'
import { activeLocale } from '../lib/i18n'
import { refreshSession } from './refresh-session'
import { clearSession, getSession } from './session'

export class ApiError extends Error {
  readonly status: number
  /** The server's `{error: {code, message, fields?}}`, or null when the body was not one. */
  readonly body: ErrorBody | null

  constructor(status: number, body: ErrorBody | null) {
    super(body?.error.message ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  /** Auth routes (login, signup…) send no token, and a 401 from them is an answer, not expiry. */
  auth?: boolean
  signal?: AbortSignal
  /** Extra request headers, e.g. `idempotencyHeader(key)` on every create (API.md). */
  headers?: Record<string, string>
}

let onSessionExpired = () => window.location.assign('/login')

/** Lets the app send the person to /login with its router instead of a full page load. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await request(path, options))
}

/** A file the API answers (an export), with the name the server gives it. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await request(path, options)
  if (!response.ok) await parse(response)
  const disposition = response.headers.get('content-disposition') ?? ''
  return {
    blob: await response.blob(),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  }
}

async function request(path: string, options: RequestOptions): Promise<Response> {
  const url = buildUrl(path, options.query)
  if (options.auth === false) return send(url, options)

  const session = getSession()
  const response = await send(url, options, session?.access_token)
  if (response.status === 403 && session?.refresh_token) {
    // The role changed or the membership ended since the session was issued: a renewed session
    // lists the roles as they are now, and the screens hide what they no longer allow.
    void refreshSession(session.access_token).catch(() => undefined)
  }
  if (response.status !== 401) return response
  const renewed = session?.refresh_token ? await refreshSession(session.access_token) : null
  if (!renewed) {
    clearSession()
    onSessionExpired()
    throw new ApiError(401, await readErrorBody(response))
  }
  return send(url, options, renewed.access_token)
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const search = params.toString()
  return `/api${path}${search ? `?${search}` : ''}`
}

function send(url: string, options: RequestOptions, accessToken?: string): Promise<Response> {
  // The server answers its sentences (error messages) in the screen's language.
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': activeLocale(),
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

let onProRequired: ((message: string) => void) | null = null

/**
 * Lets the provider area offer an upgrade whenever the plan refuses something (HTTP 402), on
 * top of whatever the screen itself shows for the failure.
 */
export function setProRequiredHandler(handler: ((message: string) => void) | null) {
  onProRequired = handler
}

async function parse<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const body = await readErrorBody(response)
    if (response.status === 402 && body?.error.code === 'pro_required')
      onProRequired?.(body.error.message)
    throw new ApiError(response.status, body)
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const body = (await response.json()) as Partial<ErrorBody> | null
    return typeof body?.error?.message === 'string' ? (body as ErrorBody) : null
  } catch {
    return null
  }
}
