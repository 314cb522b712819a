// The web app's language (issue #22): which one a screen shows, and loading its texts. Each
// language's catalog is a file of its own, compiled at build time (no ICU parser in the bundle)
// and fetched only when that language is used; the landing page has a smaller catalog of its own.
import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, LOCALES, firstSupportedLocale, type Locale } from '../../common/locales'

import type { SpecMessages } from '../../common/messages-es'

export { LOCALES, type Locale }

/** The catalogs of the app's texts: the landing page's, and the rest of the app's. */
export type Catalog = 'app' | 'landing'

type Loader = () => Promise<{ messages: Messages }>
const catalogs: Record<Catalog, Record<Locale, Loader>> = {
  app: { en: () => import('../locales/en/app.po'), es: () => import('../locales/es/app.po') },
  landing: {
    en: () => import('../locales/en/landing.po'),
    es: () => import('../locales/es/landing.po'),
  },
}

const loaded = new Set<string>()
// Loaded with the app's catalog (main.tsx waits for it before the first render); the landing
// page never needs them.
let specMessages: SpecMessages | null = null
let sentences: ReadonlyMap<string, string> = new Map()

/**
 * Shows the app in `locale` once the catalogs it needs are loaded (each at most once). The
 * spec's sentences (common/messages.ts) come along in Spanish with the app's catalog.
 */
export async function activateLocale(locale: Locale, needs: readonly Catalog[]) {
  const missing = needs.filter((catalog) => !loaded.has(`${catalog}:${locale}`))
  const app = needs.includes('app')
  const [parts, english, spanish] = await Promise.all([
    Promise.all(missing.map((catalog) => catalogs[catalog][locale]())),
    app ? import('../../common/messages') : null,
    app && locale === 'es' ? import('../../common/messages-es') : null,
  ])
  for (const catalog of missing) loaded.add(`${catalog}:${locale}`)
  if (parts.length) i18n.load(locale, Object.assign({}, ...parts.map((part) => part.messages)))
  if (english) {
    specMessages = spanish?.messagesEs ?? english.messages
    sentences = spanish?.spanishSentences ?? new Map()
  }
  i18n.activate(locale)
  document.documentElement.lang = locale
}

/** Every catalog loaded in the active language. */
const loadedCatalogs = () =>
  (Object.keys(catalogs) as Catalog[]).filter((catalog) =>
    loaded.has(`${catalog}:${activeLocale()}`),
  )

/**
 * A language switch: shows `locale` with the catalogs the page has loaded (the landing page's
 * alone on its own document) and keeps the choice on the device.
 */
export function switchLocale(locale: Locale) {
  rememberLocale(locale)
  return activateLocale(locale, loadedCatalogs())
}

/** Loads another catalog into the active language (a screen of the other area opened). */
export const loadCatalog = (catalog: Catalog) => activateLocale(activeLocale(), [catalog])

export const activeLocale = (): Locale => (i18n.locale === 'es' ? 'es' : 'en')

/** The spec's sentences (common/messages.ts) in the active language. */
export function currentMessages(): SpecMessages {
  if (!specMessages) throw new Error('activateLocale(…, ["app"]) loads the spec messages first')
  return specMessages
}

/**
 * One of the spec's sentences, or another the server and the screens share (common/), as a
 * check in common/ returned it in English, in the active language.
 */
export const translateSentence = (sentence: string): string => sentences.get(sentence) ?? sentence

const STORAGE_KEY = 'stockline.locale'
/** The language of the last client portal's business seen on this device. */
const PORTAL_KEY = 'stockline.portal-locale'

function storedLocale(key: string): Locale | null {
  try {
    return firstSupportedLocale([localStorage.getItem(key) ?? ''])
  } catch {
    return null
  }
}

function storeLocale(key: string, locale: Locale) {
  try {
    localStorage.setItem(key, locale)
  } catch {
    // Storage can be disabled (private mode); the language holds for this page.
  }
}

/** The language chosen with a switch on this device, if any. */
export const chosenLocale = (): Locale | null => storedLocale(STORAGE_KEY)

export const rememberLocale = (locale: Locale) => storeLocale(STORAGE_KEY, locale)

/** The first of the browser's languages we have, if any. */
export const browserLocale = (): Locale | null => firstSupportedLocale(navigator.languages ?? [])

/** Before sign-in and on the landing page: the switch's choice, else the browser's. */
export const deviceLocale = (): Locale => chosenLocale() ?? browserLocale() ?? DEFAULT_LOCALE

/**
 * The client portal: the switch's choice, else the browser's language when it is one of ours,
 * else the business's. The business's is kept on the device: until its answer comes, a page
 * load shows the one last seen rather than English.
 */
export function portalLocale(business: Locale | undefined): Locale {
  if (business) storeLocale(PORTAL_KEY, business)
  return chosenLocale() ?? browserLocale() ?? business ?? storedLocale(PORTAL_KEY) ?? DEFAULT_LOCALE
}

export { i18n }
