import { Outlet, ScrollRestoration } from 'react-router'
import { Toaster } from 'sonner'
import { TOAST_DURATION_MS } from '../../common/constants'
import { AppStateProvider } from './app-state'
import { useSessionAutoRefresh } from './use-session-auto-refresh'
import { useFollowUserLocale } from './use-user-locale'

export function RootLayout() {
  useSessionAutoRefresh()
  useFollowUserLocale()
  return (
    <AppStateProvider>
      <Outlet />
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors />
      <ScrollRestoration />
    </AppStateProvider>
  )
}
