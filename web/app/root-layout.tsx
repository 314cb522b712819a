import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { TOAST_DURATION_MS } from '../../common/constants'
import { AppStateProvider } from './app-state'
import { useSessionAutoRefresh } from './use-session-auto-refresh'
import { useFollowUserLocale } from './use-user-locale'

// Toasts come after a person's action, never with a page's first paint: sonner (about 9 KB
// compressed) is loaded beside the page rather than before the app's entry can run. A toast
// raised before it is mounted is not lost: the Toaster shows the active ones when it mounts.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

export function RootLayout() {
  useSessionAutoRefresh()
  useFollowUserLocale()
  const { t } = useLingui()
  return (
    <AppStateProvider>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          richColors
          // What a screen reader names the toasts' region (sonner says "Notifications" otherwise).
          containerAriaLabel={t({ message: 'Notifications', context: 'toasts' })}
        />
      </Suspense>
      <ScrollRestoration />
    </AppStateProvider>
  )
}
