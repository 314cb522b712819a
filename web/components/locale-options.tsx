// The options of a language select, each language named in itself (web/locales/GLOSSARY.md).
// The landing page writes its own (features/landing/landing-language-switch.tsx): a module it
// shared with the app would bring an app chunk into its download.
import { LOCALES, type Locale } from '../lib/i18n'

const NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

export function LocaleOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {NAMES[locale]}
    </option>
  ))
}
