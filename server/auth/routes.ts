// /api/auth/*: sign-up, sign-in, token refresh, sign-out and password reset (spec §7).
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

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, tokens: app.tokens }
  const tags = ['auth']

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
    { schema: { tags, body: LoginBody, response: { 200: Session } }, config: perMinute(30, true) },
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
    await auth.logout(app.db, request.body.refresh_token)
    return reply.code(204).send()
  })

  app.post(
    '/send_reset',
    {
      schema: { tags, body: SendResetBody, response: { 200: z.object({ sent: z.literal(true) }) } },
      config: perMinute(5, true),
    },
    async (request) => {
      // The answer is the same whether or not the email has an account.
      const token = await auth.createResetToken(app.db, request.body.email)
      if (token) {
        const link = `${app.config.publicUrl}/reset#access_token=${token}&type=recovery`
        await app.mailer.send({
          to: request.body.email.trim(),
          subject: 'Reset your Stockline password',
          text: `Someone asked to reset the password of your Stockline account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
        })
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
}
