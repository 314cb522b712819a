import { useLingui } from '@lingui/react/macro'
import { Outlet, ScrollRestoration } from 'react-router'
import { Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '../../common/constants'
import { AppStateProvider } from './app-state'
import { useSessionAutoRefresh } from './use-session-auto-refresh'
import { useFollowUserLocale } from './use-user-locale'

export function RootLayout() {
  useSessionAutoRefresh()
  useFollowUserLocale()
  const { t } = useLingui()
  return (
    <AppStateProvider>
      <Outlet />
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        richColors
        // What a screen reader names the toasts' region (sonner says "Notifications" otherwise).
        containerAriaLabel={t({ message: 'Notifications', context: 'toasts' })}
      />
      <ScrollRestoration />
    </AppStateProvider>
  )
}
