// The language fields of the API contract (issue #22).
import { z } from 'zod'
import { LOCALES } from './locales'

export const LocaleValue = z.enum(LOCALES, {
  error: 'The language is en (English) or es (Spanish).',
})

/** PUT /api/auth/me/locale: the signed-in user's language, kept with their account. */
export const UserLocaleBody = z.strictObject({ locale: LocaleValue })
export const UserLocaleEnvelope = z.object({ locale: LocaleValue })

/** PUT /api/provider/{id}/locale: the business's language (portal and client e-mails). */
export const ProviderLocaleBody = UserLocaleBody
export const ProviderLocaleEnvelope = UserLocaleEnvelope
