// One error body everywhere (API.md): {error: {code, message, fields?}}. Bad input is always a
// 4xx; only a real fault is a 500, logged with its request id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { messages } from '../../common/messages'
import { localeOfHeader, localizeError, type ErrorPayload } from '../i18n/translate'
import { discardRestOfBody } from './discard-body'
import { AppError } from './errors'

// Fastify's own client errors, with a code and a sentence a person can read.
const clientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This content type is not supported here.',
  },
}

/** The error body, its sentences in the language the request asks for (Accept-Language). */
function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: ErrorPayload,
) {
  const locale = localeOfHeader(request.headers['accept-language'])
  return reply.code(status).send({ error: localizeError(error, locale) })
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields && { fields: error.fields }),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'body'
        fields[key] ??= issue.message ?? messages.http.badRequest
      }
      return sendError(request, reply, 400, {
        code: 'validation_failed',
        message: error.validation[0]?.message ?? messages.http.badRequest,
        fields,
      })
    }
    const pgError = postgresError(error)
    const pgCode = pgError?.code
    if (pgCode === '23505') {
      return sendError(request, reply, 409, {
        code: 'conflict',
        message: 'This conflicts with a change made at the same time, please try again.',
      })
    }
    // The stock bound is the check constraint a valid request can reach: a write that moves more
    // stock than a location can count. The others (a transfer's two locations, a reorder rule's
    // min below max) guard what validation refuses first.
    if (pgCode === '23514' && pgError?.constraint === 'stock_levels_quantity_range') {
      return sendError(request, reply, 400, {
        code: 'stock_out_of_range',
        message: messages.order.stockOutOfRange,
      })
    }
    // Class 22 is data PostgreSQL cannot store (a NUL character, a number out of range), and 23514
    // a row its checks refuse: the caller's input, so a 400 rather than a fault.
    if (pgCode?.startsWith('22') || pgCode === '23514') {
      return sendError(request, reply, 400, {
        code: 'invalid_data',
        message: 'Some of the data sent cannot be stored.',
      })
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return sendError(request, reply, 429, {
        code: 'rate_limited',
        message: messages.http.rateLimited,
      })
    }
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') discardRestOfBody(request, reply)
      const known = clientErrors[error.code]
      return sendError(
        request,
        reply,
        status,
        known ?? { code: 'bad_request', message: error.message },
      )
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(request, reply, 500, { code: 'internal', message: messages.http.internal })
  })

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        code: 'not_found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
      },
    }),
  )
}

/** The SQLSTATE of a database error, which Drizzle wraps in its own error as the cause. */
function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code }
    }
  }
  return undefined
}
