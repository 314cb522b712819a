// The OpenAPI document generates a working client: openapi-typescript writes its types,
// TypeScript checks a module that calls the API through openapi-fetch with them, and that same
// module then runs against the app listening on a port.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { messages } from '../../common/messages'
import { signup, uniqueEmail, useHarness } from '../test/harness'

const h = useHarness()

// Typechecked against the generated `paths`, then run. The @ts-expect-error lines prove the types
// are not `any`: a path that does not exist and a missing required field must not compile.
const CALLS = `
import createClient from 'openapi-fetch'
import type { paths } from './schema'

export async function run(baseUrl: string, email: string, password: string) {
  const api = createClient<paths>({ baseUrl })
  const login = await api.POST('/api/auth/login', { body: { email, password } })
  if (!login.data) throw new Error('login failed')
  const session = login.data
  const providerId: string = session.user.providers[0]!.provider.id
  const headers = { authorization: 'Bearer ' + session.access_token }
  const params = { path: { providerId } }

  const location = await api.POST('/api/provider/{providerId}/location', {
    params, headers, body: { name: 'Back room' },
  })
  const products = await api.GET('/api/provider/{providerId}/products', {
    params: { ...params, query: { limit: 10, offset: 0, search: 'tea', sort: 'name', direction: 'asc' } },
    headers,
  })
  const refused = await api.POST('/api/provider/{providerId}/location', {
    params, headers, body: { name: '' },
  })
  const errorCode: string | undefined = refused.error?.error.code
  const errorMessage: string | undefined = refused.error?.error.message

  // @ts-expect-error no such path
  void api.GET('/api/provider/{providerId}/nothing-here', { params, headers })
  // @ts-expect-error a location needs its name
  void api.POST('/api/provider/{providerId}/location', { params, headers, body: {} })

  return {
    locationName: location.data?.location.name,
    productCount: products.data?.pagination.total,
    refusedStatus: refused.response.status,
    errorCode,
    errorMessage,
  }
}
`

describe('a client generated from the OpenAPI document', () => {
  const dir = mkdtempSync(join(resolve('dist'), 'openapi-client-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('typechecks and calls the running app', async () => {
    const owner = await signup(h.app, { email: uniqueEmail('client-gen') })
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' })
    const document = (await (await fetch(`${address}/api/docs/json`)).json()) as object
    writeFileSync(join(dir, 'schema.d.ts'), astToString(await openapiTS(document as never)))
    writeFileSync(join(dir, 'calls.ts'), CALLS)
    mkdirSync(dir, { recursive: true })
    execFileSync(
      resolve('node_modules/.bin/tsc'),
      [
        '--noEmit',
        '--strict',
        '--noUncheckedIndexedAccess',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        join(dir, 'calls.ts'),
      ],
      { stdio: 'pipe' },
    )

    const { run } = (await import(join(dir, 'calls.ts'))) as {
      run: (...args: string[]) => Promise<Record<string, unknown>>
    }
    expect(await run(address, owner.email, owner.password)).toEqual({
      locationName: 'Back room',
      productCount: 0,
      refusedStatus: 400,
      errorCode: 'validation_failed',
      errorMessage: messages.location.nameRequired,
    })
    // tsc over the generated types takes a while on a busy machine.
  }, 180_000)

  it('names and describes every operation, with its errors', async () => {
    const document = h.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { operationId?: string; summary?: string; responses: Record<string, unknown> }
        >
      >
    }
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, ...op })),
    )
    const ids = operations.map((op) => op.operationId)
    expect(ids.every((id) => id && /^[a-z][a-zA-Z0-9]+$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(operations.every((op) => op.summary)).toBe(true)
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([])
    const createLocation = operations.find((op) => op.operationId === 'createLocation')!
    expect(Object.keys(createLocation.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '429']),
    )
  })

  it("keeps the spec's trailing-slash route working", async () => {
    const owner = await signup(h.app)
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/provider/${owner.providerId}/product/`,
      headers: { authorization: `Bearer ${owner.session.access_token}` },
      payload: { name: 'Slash', price: 1 },
    })
    expect(response.statusCode).toBe(201)
  })
})
