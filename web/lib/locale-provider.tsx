// Lingui's provider for a React root. A language switch remounts the tree below it, so that
// every text, and every number and date formatted outside React's view of the language, is
// rendered again (a rare event: the data in the query cache stays).
import { I18nProvider, useLingui } from '@lingui/react'
import { Fragment, type ReactNode } from 'react'
import { currentMessages, i18n } from './i18n'

function RemountOnSwitch({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui()
  return <Fragment key={active.locale}>{children}</Fragment>
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <RemountOnSwitch>{children}</RemountOnSwitch>
    </I18nProvider>
  )
}

/** The spec's sentences (common/messages.ts) in the screen's language. */
export function useMessages() {
  useLingui()
  return currentMessages()
}
