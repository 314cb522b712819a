// The provider area's layout: menu, business name and plan, Notifications, Billing and Logout
// (spec §2).
import { Trans, useLingui } from '@lingui/react/macro'
import { Bell, CreditCard, LogOut } from 'lucide-react'
import { lazy, Suspense, useEffect } from 'react'
import { Navigate, NavLink, Outlet, useParams } from 'react-router'
import { toast } from 'sonner'
import { can } from '../../../common/permissions'
import { setProRequiredHandler } from '../../api/client'
import { canOpenProvider, inboxPath } from '../../api/session'
import { LanguageSwitch } from '../../components/language-switch'
import { Button } from '../../components/ui/button'
import { WhenIdle } from '../../components/when-idle'
import { useLogout } from '../../features/auth/api/logout'
import { AssistantButton } from '../../features/assistant/assistant-button'
import { useOpenBilling } from '../../features/billing/api/get-billing-url'
import { useAppState } from '../app-state'
import { changeUserLocale } from '../use-user-locale'
import { AppShell } from './app-shell'
import { BusinessSwitcher } from './business-switcher'
import { LowStockLive } from './low-stock-live'
import { providerMenu } from './menus'
import { NavMenu } from './nav-menu'

// Loaded once the page is idle: the locations it reads bring their schemas (zod) along, which a
// page's first paint does not need.
const DefaultLocationHint = lazy(async () => ({
  default: (await import('./default-location-hint')).DefaultLocationHint,
}))

// Shown only once the page is idle (below), so its code and its reorder rules need not come
// with the first paint either.
const LowStockCount = lazy(async () => ({
  default: (await import('../../features/reorder/low-stock-count')).LowStockCount,
}))

export function ProviderShell() {
  const { providerId = '' } = useParams()
  const { session, pro } = useAppState()
  const logout = useLogout()
  const openBilling = useOpenBilling()
  const userId = session?.user.id
  const startUpgrade = openBilling.mutate
  const { t } = useLingui()
  const upgradeLabel = t`Upgrade to Pro`

  // Whatever the plan refuses (a photo, the 51st order of the month), offer the way to Pro.
  useEffect(() => {
    if (!userId) return
    setProRequiredHandler((message) =>
      toast.warning(message, {
        id: 'pro-required',
        // Longer than the usual 3 s: it carries an action, and a drawer may need closing first.
        duration: 10_000,
        action: { label: upgradeLabel, onClick: () => startUpgrade({ userId, providerId }) },
      }),
    )
    return () => setProRequiredHandler(null)
  }, [userId, providerId, startUpgrade, upgradeLabel])

  // The route loader guards the way in; this catches a session that ends while the page is
  // open (logout in another tab, a refresh that failed), and a membership that ends (removed
  // from the business, or left it): then to the person's other business, if any.
  if (!session) return <Navigate to="/login" replace />
  if (!canOpenProvider(session, providerId)) {
    return <Navigate to={inboxPath(session) ?? '/'} replace />
  }

  const summary = session.user.providers.find((entry) => entry.provider.id === providerId)
  const name = pro?.name ?? summary?.provider.name
  const plan = pro?.plan ?? summary?.provider.plan
  const role = summary?.role ?? null
  const ownsBusiness = can(role, 'manage_business')

  // Asked for once the page is idle, like the live channel that keeps it current: a page's
  // first paint does not wait for either.
  const lowStock = (className: string) => (
    <WhenIdle>
      <Suspense fallback={null}>
        <LowStockCount providerId={providerId} className={className} />
      </Suspense>
    </WhenIdle>
  )

  return (
    <AppShell
      homeTo={`/provider/${providerId}/inbox`}
      corner={<AssistantButton providerId={providerId} />}
      menuBadge={lowStock('absolute -top-1 -right-1')}
      sidebar={(onNavigate) => (
        <>
          <BusinessSwitcher
            session={session}
            providerId={providerId}
            name={name}
            // A server without billing sells no plan: every provider has everything.
            plan={pro?.plans_enforced ? (plan === 'pro' ? t`Pro plan` : t`Free plan`) : null}
            role={role}
            onNavigate={onNavigate}
          />
          <div className="flex-1 overflow-y-auto px-3 py-2">
            <NavMenu
              items={providerMenu(providerId, role, lowStock('ml-auto'))}
              onNavigate={onNavigate}
            />
          </div>
          <div className="space-y-1 border-t border-zinc-200 p-3">
            <LanguageSwitch
              className="px-3 pb-1"
              onChange={(locale) => void changeUserLocale(locale)}
            />
            <p className="truncate px-3 pb-1 text-xs text-zinc-600">{session.user.email}</p>
            {/* The business's settings and its bill are the owner's. */}
            {ownsBusiness ? (
              <>
                <Button
                  asChild
                  variant="ghost"
                  className="w-full justify-start px-3 aria-[current=page]:bg-white aria-[current=page]:text-zinc-950 aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-zinc-200"
                >
                  <NavLink to={`/provider/${providerId}/notifications`} onClick={onNavigate}>
                    <Bell aria-hidden="true" />
                    <Trans>Notifications</Trans>
                  </NavLink>
                </Button>
                <Button
                  variant="ghost"
                  className="w-full justify-start px-3"
                  disabled={openBilling.isPending}
                  onClick={() => openBilling.mutate({ userId: session.user.id, providerId })}
                >
                  <CreditCard aria-hidden="true" />
                  <Trans>Billing</Trans>
                </Button>
              </>
            ) : null}
            <Button
              variant="ghost"
              className="w-full justify-start px-3"
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" />
              <Trans>Logout</Trans>
            </Button>
          </div>
        </>
      )}
    >
      <WhenIdle>
        <Suspense fallback={null}>
          <DefaultLocationHint providerId={providerId} />
        </Suspense>
        <LowStockLive providerId={providerId} />
      </WhenIdle>
      <Outlet />
    </AppShell>
  )
}
