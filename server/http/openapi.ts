// The OpenAPI document at /api/docs/json, written so that clients can be generated from it: every
// operation gets its operationId and summary (openapi-operations.ts), its error answers with the
// one error body of API.md, and whether it needs a bearer token; `npm run check` lints it with
// Redocly's recommended rules (redocly.yaml).
import type { FastifyInstance } from 'fastify'
import swagger, { type SwaggerTransform } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { OPERATIONS } from './openapi-operations'

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: the message says why, `fields` which field.',
  401: 'No access token or API key, or one that is not valid (expired, revoked).',
  402: "The free plan's limit: the message says what Pro unlocks.",
  403: 'Not a member of this business, or a role (or API key) that may not do this.',
  404: 'Nothing with this id here (also for an id of another business).',
  409: 'A conflict: an Idempotency-Key reused with another request, a change the record no longer allows, a duplicate.',
  413: 'The file is too large.',
  429: 'Too many requests: wait a minute.',
}

const ErrorBody = {
  type: 'object',
  description: 'The one error body of every answer that is not a success (API.md).',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'snake_case, stable', example: 'validation_failed' },
        message: { type: 'string', description: 'A sentence a person can read' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: "Each refused field's message",
        },
      },
    },
  },
}

// Query parameters that several lists share, described once.
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  search:
    'Text found in any letter case and with or without accents anywhere in the name (orders: the number, or the customer as the order keeps it), at most 100 characters.',
  sort: 'The column to order by; newest first without it.',
  direction: '`asc` or `desc` (with `sort`).',
  limit: 'Page size (at most 500).',
  offset: 'Rows to skip.',
}

type Auth = 'bearer' | 'optional' | 'none'

interface Facts {
  auth: Auth
  errors: Set<number>
}

const BEARER_ROUTES = new Set([
  'GET /api/auth/billing',
  'PUT /api/auth/me/locale',
  'DELETE /api/file',
  'POST /api/invitation/{token}/accept',
])

/** `/api/provider/:providerId/product/` → `/api/provider/{providerId}/product`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1')

function authOf(method: string, path: string): Auth {
  if (path.startsWith('/api/provider/') || BEARER_ROUTES.has(`${method} ${path}`)) return 'bearer'
  // The client portal places orders without a token; a member or an API key sends one.
  if (method === 'POST' && path === '/api/order') return 'optional'
  return 'none'
}

/** The error statuses a route answers, read from what it declares and where it lives. */
function errorsOf(
  method: string,
  path: string,
  schema: Record<string, unknown>,
  rateLimited: boolean,
) {
  const errors = new Set<number>()
  const auth = authOf(method, path)
  if (schema.params || schema.querystring || schema.body || schema.headers) errors.add(400)
  if (auth !== 'none') errors.add(401)
  if (auth !== 'none' && path !== '/api/invitation/{token}/accept') errors.add(403)
  const ids = [...path.matchAll(/\{(\w+)\}/g)].filter(([, name]) => name !== 'providerId')
  if (ids.length > 0 || path === '/api/file') errors.add(404)
  const headers = schema.headers as { properties?: Record<string, unknown> } | undefined
  if (headers?.properties?.['idempotency-key']) errors.add(409)
  // Every provider route is rate limited for API keys.
  if (rateLimited || path.startsWith('/api/provider/')) errors.add(429)
  return { auth, errors }
}

export async function registerOpenApi(app: FastifyInstance) {
  const facts = new Map<string, Facts>()

  const transform: SwaggerTransform = (input) => {
    const { schema, url } = jsonSchemaTransform(input)
    const path = documentPath(url)
    const methods = [input.route.method].flat().map(String)
    const described = { ...(schema as Record<string, unknown>) }
    for (const method of methods) {
      const key = `${method} ${path}`
      const info = OPERATIONS[key]
      const rateLimited = Boolean(input.route.config?.rateLimit)
      const found = errorsOf(method, path, described, rateLimited)
      for (const code of info?.errors ?? []) found.errors.add(code)
      facts.set(key, found)
      if (info) {
        described.operationId = info.id
        described.summary = info.summary
        if (info.note) {
          const before = described.description as string | undefined
          described.description = before ? `${before}\n\n${info.note}` : info.note
        }
      }
      if (found.auth === 'none') described.security = []
      if (found.auth === 'optional') described.security = [{ bearer: [] }, {}]
    }
    return { schema: described, url: path.replace(/\{(\w+)\}/g, ':$1') }
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Stockline API',
        version: '1.0.0',
        description:
          'Orders, inventory and clients of a business. Send `Authorization: Bearer <access token>` of a member, or `Authorization: Bearer sk_…` of an API key (Integrations).',
      },
      // Relative: the server that serves the document (PUBLIC_URL behind a proxy, localhost in
      // development); a generated client is given its base URL.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "A member's access token (JWT) or an API key (`sk_…`).",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (documentObject) => {
      const document = (
        'openapiObject' in documentObject ? documentObject.openapiObject : {}
      ) as OpenApiDocument
      return describeErrors(document, facts) as never
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
}

interface Operation {
  parameters?: { name: string; in: string; description?: string }[]
  responses?: Record<string, unknown>
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, unknown> }
}

function describeErrors(document: OpenApiDocument, facts: Map<string, Facts>) {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ErrorBody },
  }
  const error = { $ref: '#/components/schemas/Error' }
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const description = PARAMETER_DESCRIPTIONS[parameter.name]
        if (parameter.in === 'query' && description && !parameter.description) {
          parameter.description = description
        }
      }
      const found = facts.get(`${method.toUpperCase()} ${path}`)
      for (const code of [...(found?.errors ?? [])].sort()) {
        operation.responses ??= {}
        operation.responses[code] ??= {
          description: ERROR_DESCRIPTIONS[code],
          content: { 'application/json': { schema: error } },
        }
      }
    }
  }
  return withTypedNullables(document)
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`: a nullable union (`anyOf` without a type)
 * becomes a union of nullable members, which means the same.
 */
function withTypedNullables<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withTypedNullables) as T
  if (node === null || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) out[key] = withTypedNullables(value)
  if (out.nullable === true && out.type === undefined && Array.isArray(out.anyOf)) {
    out.anyOf = (out.anyOf as Record<string, unknown>[]).map((member) =>
      '$ref' in member ? { allOf: [member], nullable: true } : { ...member, nullable: true },
    )
    delete out.nullable
  }
  return out as T
}
