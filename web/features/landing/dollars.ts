// Whole dollars as the page's language writes them: "$1,120" · "1.120 US$". Through Lingui's own
// Intl formatting rather than web/components/format.ts, which the bundler places in the app's
// chunks: importing it would bring the provider's screens into the landing page's download.
import type { I18n } from '@lingui/core'

export const dollars = (i18n: I18n, value: number) =>
  i18n.number(value, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  })
