// Lingui (issue #22): the web app's own texts, extracted from the source into one PO catalog per
// language and area. English is the source; Spanish must have every message (`npm run check`
// compiles the catalogs strictly). The landing page has a catalog of its own so that its document
// loads only the few texts it shows, never the app's.
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/** What the landing page's document (web/landing.tsx) shows. */
export const LANDING_SOURCES = [
  '<rootDir>/web/features/landing',
  '<rootDir>/web/landing.tsx',
  '<rootDir>/web/components/logo.tsx',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/web/locales/{locale}/landing', include: LANDING_SOURCES },
    {
      path: '<rootDir>/web/locales/{locale}/app',
      include: ['<rootDir>/web'],
      exclude: ['<rootDir>/web/features/landing/**', '<rootDir>/web/landing.tsx', '**/*.test.*'],
    },
  ],
})
