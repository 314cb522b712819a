// The languages of the app (issue #22): a user's screens, a business's portal and its client
// e-mails. English is the spec's language and every default.
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The supported language a list of language tags asks for first (`navigator.languages`, or an
 * Accept-Language header already ordered by preference), or null when it names neither.
 */
export function firstSupportedLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    const found = LOCALES.find((locale) => locale === primary)
    if (found) return found
  }
  return null
}
