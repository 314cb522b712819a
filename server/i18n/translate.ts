// Server sentences in the request's language (issue #22): an error body's `message` and its
// `fields` come in Spanish for `Accept-Language: es`; `code` never changes. English, the spec's
// text, is the default for any other or no language.
import { DEFAULT_LOCALE, firstSupportedLocale, type Locale } from '../../common/locales'
import { spanishSentences as spanish } from '../../common/messages-es'

/** The language an Accept-Language header prefers among ours (q-values honoured). */
export function localeOfHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return firstSupportedLocale(ranked.map(({ tag }) => tag)) ?? DEFAULT_LOCALE
}

/** A sentence in `locale`; one we have no translation of stays as it is. */
export function translate(sentence: string, locale: Locale): string {
  return locale === 'es' ? (spanish.get(sentence) ?? sentence) : sentence
}

export interface ErrorPayload {
  code: string
  message: string
  fields?: Record<string, string>
}

/** An error body's readable parts in `locale`; the code stays. */
export function localizeError(error: ErrorPayload, locale: Locale): ErrorPayload {
  if (locale === DEFAULT_LOCALE) return error
  return {
    ...error,
    message: translate(error.message, locale),
    ...(error.fields && {
      fields: Object.fromEntries(
        Object.entries(error.fields).map(([field, text]) => [field, translate(text, locale)]),
      ),
    }),
  }
}
