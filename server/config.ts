// Every environment variable, parsed once. A bad setting stops the start with a message naming it.
import { z } from 'zod'

const optionalUrl = z.url().optional()

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Stockline <no-reply@stockline.local>'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe API lives; only a local stand-in in tests changes it. */
  STRIPE_API_URL: optionalUrl,
  /** Rate limits counted in Redis, shared by every instance (server/http/rate-limit-store.ts). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // A number trusts that many proxies in front of the server: the client's address is read past
  // them, so an X-Forwarded-For the client wrote itself never reaches the rate limits. `true`
  // trusts every hop, which is right only when the proxy replaces the header.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[1-9])$/, 'must be true, false or a number of proxies (1-9)')
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
  WEB_DIR: z.string().default('./dist/web'),
  /** Requests a minute that one API key may make (server/auth/api-keys.ts). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  // Webhooks are never sent to private, loopback or link-local addresses (a request forged from
  // inside the network) unless this says so: for endpoints on the same host or network.
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})

export type Config = z.infer<typeof Env> & { publicUrl: string }

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
  const parsed = Env.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  if (c.STORAGE === 's3' && !c.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3')
  }
  const stripe = [c.STRIPE_SECRET_KEY, c.STRIPE_PRICE_ID, c.STRIPE_WEBHOOK_SECRET]
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET: set all three or none',
    )
  }
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') }
}

/** `n` proxies: the socket's peer and the n-1 addresses it appended are proxies, then the client. */
export const trustedProxies = (setting: boolean | number) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting
