// The auth contract (spec §7, API.md): requests, the Session object, and the password rule.
import { z } from 'zod'
import { MEMBER_ROLES, PASSWORD_MIN_EXCLUSIVE, PLANS } from './constants'
import { LocaleValue } from './locale-schemas'
import { messages } from './messages'

const m = messages.auth

export const Password = z
  .string({ error: m.emailOrPhoneRequired })
  .min(PASSWORD_MIN_EXCLUSIVE + 1, { error: m.passwordTooShort })
  .max(200, { error: 'The password must be at most 200 characters.' })

const Email = z
  .string({ error: m.emailOrPhoneRequired })
  .trim()
  .min(1, { error: m.emailOrPhoneRequired })
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address.' }))

export const LoginBody = z.strictObject({
  email: z.string({ error: m.fillAllFields }).trim().min(1, { error: m.fillAllFields }).max(254),
  password: z.string({ error: m.fillAllFields }).min(1, { error: m.fillAllFields }).max(200),
})
export type LoginBody = z.infer<typeof LoginBody>

export const SignupBody = z.strictObject({
  email: Email,
  password: Password,
  name: z.string().trim().max(120).optional(),
  /** An invitation's token: the account joins that business instead of creating one. */
  invitation: z.string().min(1).max(200).optional(),
  /** The language the person signed up in: theirs, and a new business's. */
  locale: LocaleValue.optional(),
})
export type SignupBody = z.infer<typeof SignupBody>

export const SendResetBody = z.strictObject({
  email: z.string({ error: m.fillEmail }).trim().min(1, { error: m.fillEmail }).max(254),
})

export const ResetBody = z.strictObject({
  password: Password,
  auth: z.object({
    access_token: z.string().min(1).max(4096),
    refresh_token: z.string().max(4096).optional(),
  }),
})
export type ResetBody = z.infer<typeof ResetBody>

export const RefreshBody = z.strictObject({
  refresh_token: z.string().min(1).max(4096),
})

export const LogoutBody = RefreshBody

export const ProviderSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  plan: z.enum(PLANS),
})

export const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    /** The language of their screens; null until they choose one (the browser's is used), absent
     * from sessions stored before languages existed. */
    locale: LocaleValue.nullable().optional(),
    providers: z.array(z.object({ provider: ProviderSummary, role: z.enum(MEMBER_ROLES) })),
  }),
})
export type Session = z.infer<typeof Session>

/** Client-side checks of the auth forms, in the order the spec gives them. */
export function loginFormError(email: string, password: string): string | null {
  return email.trim() && password ? null : m.fillAllFields
}

export function signupFormError(email: string, password: string): string | null {
  if (!email.trim() || !password) return m.fillAllFields
  return password.length > PASSWORD_MIN_EXCLUSIVE ? null : m.passwordTooShort
}

export function resetFormError(password: string): string | null {
  return password.length > PASSWORD_MIN_EXCLUSIVE ? null : m.passwordTooShort
}
