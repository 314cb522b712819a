// The client portal's layout. Open to anyone: the client id in the link is the capability.
// Its language is the business's unless this device chose one or the browser asks for one of
// ours (lib/i18n.ts portalLocale); the switch keeps a choice on the device.
import { useEffect } from 'react'
import { Outlet, useParams } from 'react-router'
import { LanguageSwitch } from '../../components/language-switch'
import { useLinkedProviders } from '../../features/client-portal/api/get-linked-providers'
import {
  activateLocale,
  activeLocale,
  portalLocale,
  rememberLocale,
  type Locale,
} from '../../lib/i18n'
import { AppShell } from './app-shell'
import { clientMenu } from './menus'
import { NavMenu } from './nav-menu'

function switchLanguage(locale: Locale) {
  rememberLocale(locale)
  void activateLocale(locale, ['app'])
}

/** Shows the business's language once its answer names it, when nothing else decides. */
function useBusinessLocale(clientId: string) {
  const { providers } = useLinkedProviders(clientId)
  const business = providers?.find(({ link }) => link === clientId)?.relation.provider.locale
  useEffect(() => {
    const locale = portalLocale(business)
    if (business && locale !== activeLocale()) void activateLocale(locale, ['app'])
  }, [business])
}

export function ClientShell() {
  const { clientId = '' } = useParams()
  useBusinessLocale(clientId)
  return (
    <AppShell
      homeTo={`/client/${clientId}`}
      sidebar={(onNavigate) => (
        <>
          <div className="flex-1 overflow-y-auto px-3 py-2">
            <NavMenu items={clientMenu(clientId)} onNavigate={onNavigate} />
          </div>
          <div className="border-t border-zinc-200 p-3">
            <LanguageSwitch className="px-3" onChange={switchLanguage} />
          </div>
        </>
      )}
    >
      <Outlet />
    </AppShell>
  )
}
