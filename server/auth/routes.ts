// /api/auth/*: sign-up, sign-in, token refresh, sign-out and password reset (spec §7).
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LoginBody,
  LogoutBody,
  RefreshBody,
  ResetBody,
  SendResetBody,
  Session,
  SignupBody,
} from '../../common/auth'
import { UserLocaleBody, UserLocaleEnvelope } from '../../common/locale-schemas'
import { messages } from '../../common/messages'
import { AppError } from '../http/errors'
import { requireUser } from './guard'
import * as auth from './service'

const perMinute = (max: number, byEmail: boolean) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: { ip: string; body?: unknown }) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      return byEmail && typeof email === 'string'
        ? `${request.ip}|${email.trim().toLowerCase()}`
        : request.ip
    },
  },
})

// Per address, whatever the email: a client spraying many emails from one address hits it
// (each login costs an argon2 hash), while an office of people signing in behind one address
// does not. Separate counters per route, so a burst of resets does not block sign-ins.
const PER_ADDRESS = { login: 60, send_reset: 20 }

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailResetLink = async (account: { id: string; email: string }) => {
    const token = await auth.createResetToken(app.db, account.id)
    const link = `${app.config.publicUrl}/reset#access_token=${token}&type=recovery`
    await app.mailer.send({
      to: account.email,
      subject: 'Reset your Stockline password',
      text: `Someone asked to reset the password of your Stockline account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
    })
  }

  const deps = {
    db: app.db,
    tokens: app.tokens,
    sessions: app.sessions,
    memberships: app.memberships,
  }
  const tags = ['auth']
  // createRateLimit, not rateLimit: a request passes through one rateLimit hook only, and these
  // routes keep their per address-and-email limit as well.
  const perAddress = (route: keyof typeof PER_ADDRESS) => {
    const limit = app.createRateLimit({
      max: PER_ADDRESS[route],
      timeWindow: '1 minute',
      keyGenerator: (request) => `${route}|${request.ip}`,
    })
    return async (request: FastifyRequest) => {
      const counted = await limit(request)
      if (!counted.isAllowed && counted.isExceeded) {
        throw new AppError(429, 'rate_limited', messages.http.rateLimited)
      }
    }
  }

  app.post(
    '/signup',
    {
      schema: { tags, body: SignupBody, response: { 201: Session } },
      config: perMinute(30, false),
    },
    async (request, reply) => reply.code(201).send(await auth.signup(deps, request.body)),
  )

  app.post(
    '/login',
    {
      schema: { tags, body: LoginBody, response: { 200: Session } },
      config: perMinute(30, true),
      onRequest: perAddress('login'),
    },
    async (request) => auth.login(deps, request.body.email, request.body.password),
  )

  app.post(
    '/refresh',
    {
      schema: { tags, body: RefreshBody, response: { 200: Session } },
      config: perMinute(60, false),
    },
    async (request) => auth.refresh(deps, request.body.refresh_token),
  )

  app.post('/logout', { schema: { tags, body: LogoutBody } }, async (request, reply) => {
    await auth.logout(deps, request.body.refresh_token)
    return reply.code(204).send()
  })

  app.post(
    '/send_reset',
    {
      schema: { tags, body: SendResetBody, response: { 200: z.object({ sent: z.literal(true) }) } },
      config: perMinute(5, true),
      onRequest: perAddress('send_reset'),
    },
    async (request) => {
      // The answer is the same, and comes as fast, whether or not the email has an account:
      // the token and the mail are made after answering, and go to the address on record,
      // never to the address as typed.
      const account = await auth.accountOf(app.db, request.body.email)
      if (account) {
        void mailResetLink(account).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset mail failed'),
        )
      }
      return { sent: true as const }
    },
  )

  app.post(
    '/reset',
    { schema: { tags, body: ResetBody, response: { 200: Session } }, config: perMinute(10, false) },
    async (request) =>
      auth.resetPassword(deps, request.body.auth.access_token, request.body.password),
  )

  app.put(
    '/me/locale',
    {
      schema: {
        tags,
        summary: "Sets the signed-in user's language (en or es), kept with their account",
        body: UserLocaleBody,
        response: { 200: UserLocaleEnvelope },
      },
    },
    async (request) => {
      const userId = await requireUser(app, request)
      return { locale: await auth.setUserLocale(app.db, userId, request.body.locale) }
    },
  )
}
