// The landing page's language switch: the shells' one (components/language-switch.tsx) in look and
// words, which the bundler places in the signed-in areas' chunk and would bring the app's code
// into the landing page's download (bench: landing page JavaScript). On a phone the header has
// room for its icon only, which opens the list.
import { useLingui } from '@lingui/react/macro'
import { Languages } from 'lucide-react'
import { LOCALES, activeLocale, switchLocale, type Locale } from '../../lib/i18n'

// Languages are named in themselves (web/locales/GLOSSARY.md).
const NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

export function LandingLanguageSwitch() {
  const { t } = useLingui()
  return (
    <label className="relative inline-flex size-9 items-center justify-center gap-1.5 rounded-md text-sm text-zinc-600 hover:bg-zinc-100 has-focus-visible:ring-3 has-focus-visible:ring-brand-500/20 sm:size-auto sm:hover:bg-transparent sm:has-focus-visible:ring-0">
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t`Language`}</span>
      <select
        value={activeLocale()}
        onChange={(event) => void switchLocale(event.target.value as Locale)}
        className="absolute inset-0 opacity-0 sm:static sm:rounded-md sm:border sm:border-transparent sm:bg-transparent sm:py-1 sm:pr-1 sm:text-sm sm:opacity-100 sm:hover:border-zinc-200 sm:focus-visible:border-zinc-300 focus-visible:outline-none"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  )
}
