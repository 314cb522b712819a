// The route table of spec §2. Every area is loaded on demand. A visit to "/" does not come here
// at all (the landing page is a document of its own, web/landing.tsx); its route below serves
// navigation to it from inside the app.
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, redirect, type RouteObject } from 'react-router'
import { inboxParams, ordersQuery } from './api/get-orders'
import { canOpenProvider, getSession } from './api/session'
import { providerGuard } from './app/guard'
import { NotFoundPage } from './app/not-found-page'
import { RootLayout } from './app/root-layout'
import { RouteError } from './app/route-error'
import { Spinner } from './components/ui/spinner'
import { pageParam } from './components/ui/use-page-param'
import { providerQuery } from './features/providers/api/get-provider'
import { loadCatalog } from './lib/i18n'

function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  )
}

/**
 * Starts a request the screen is going to make while its code is still loading; the screen's
 * query picks up the answer. Returns at once, so the navigation never waits for it, and asks
 * nothing for someone the provider guard is about to turn away (loaders run side by side).
 */
function prefetchAsMember(providerId: string | undefined, start: (providerId: string) => unknown) {
  if (providerId !== undefined && canOpenProvider(getSession(), providerId)) void start(providerId)
  return null
}

const providerRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    index: true,
    loader: ({ params }) => redirect(`/provider/${params.providerId}/inbox`),
  },
  {
    path: 'dashboard',
    lazy: {
      Component: async () => (await import('./features/dashboard/dashboard-page')).DashboardPage,
    },
  },
  {
    path: 'inbox',
    loader: ({ params, request }) =>
      prefetchAsMember(params.providerId, (providerId) => {
        const page = pageParam(new URL(request.url).searchParams)
        return queryClient.prefetchQuery(ordersQuery(providerId, inboxParams(page)))
      }),
    lazy: { Component: async () => (await import('./features/orders/inbox-page')).InboxPage },
  },
  {
    path: 'orders',
    lazy: { Component: async () => (await import('./features/orders/orders-page')).OrdersPage },
  },
  {
    path: 'order',
    lazy: {
      Component: async () => (await import('./features/orders/new-order-page')).NewOrderRoute,
    },
  },
  {
    path: 'order/:orderId',
    lazy: {
      Component: async () => (await import('./features/orders/order-detail-page')).OrderPage,
    },
  },
  {
    path: 'transactions',
    lazy: {
      Component: async () => (await import('./features/orders/transactions-page')).TransactionsPage,
    },
  },
  {
    path: 'transaction',
    lazy: {
      Component: async () => (await import('./features/orders/new-order-page')).NewTransactionRoute,
    },
  },
  {
    path: 'transaction/:orderId',
    lazy: {
      Component: async () => (await import('./features/orders/order-detail-page')).TransactionPage,
    },
  },
  {
    path: 'inventory',
    lazy: { Component: async () => (await import('./app/screens/stock-screen')).StockScreen },
  },
  {
    path: 'inventory/low-stock',
    lazy: {
      Component: async () => (await import('./features/reorder/low-stock-page')).LowStockPage,
    },
  },
  {
    path: 'adjust',
    lazy: {
      Component: async () => (await import('./features/inventory/inventory-page')).AdjustRoute,
    },
  },
  {
    path: 'products',
    lazy: {
      Component: async () => (await import('./app/screens/products-screen')).ProductsScreen,
    },
  },
  {
    path: 'product/:productId',
    lazy: {
      Component: async () => (await import('./app/screens/product-screen')).ProductScreen,
    },
  },
  {
    path: 'clients',
    lazy: { Component: async () => (await import('./app/screens/clients-screen')).ClientsScreen },
  },
  {
    path: 'client/:clientId',
    lazy: { Component: async () => (await import('./features/clients/client-page')).ClientPage },
  },
  {
    path: 'locations',
    lazy: {
      Component: async () => (await import('./features/locations/locations-page')).LocationsPage,
    },
  },
  {
    path: 'location/:locationId',
    lazy: {
      Component: async () => (await import('./features/locations/location-page')).LocationPage,
    },
  },
  {
    path: 'team',
    lazy: { Component: async () => (await import('./features/team/team-page')).TeamPage },
  },
  {
    path: 'integrations',
    lazy: {
      Component: async () =>
        (await import('./features/integrations/integrations-page')).IntegrationsPage,
    },
  },
  {
    path: 'integrations/webhooks/:webhookId',
    lazy: {
      Component: async () => (await import('./features/integrations/webhook-page')).WebhookPage,
    },
  },
  {
    path: 'metadata',
    lazy: {
      Component: async () =>
        (await import('./features/custom-fields/custom-fields-page')).CustomFieldsPage,
    },
  },
  {
    path: 'notifications',
    lazy: {
      Component: async () =>
        (await import('./features/notifications/notifications-page')).NotificationsPage,
    },
  },
]

const clientRoutes: RouteObject[] = [
  {
    index: true,
    // The shared link ends in "/" (spec §2); dropping it lets the menu mark Orders as current.
    loader: ({ request }) => {
      const { pathname, search } = new URL(request.url)
      return pathname.endsWith('/') ? redirect(pathname.replace(/\/+$/, '') + search) : null
    },
    lazy: {
      Component: async () =>
        (await import('./features/client-portal/client-orders-page')).ClientOrdersPage,
    },
  },
  {
    path: 'inbox',
    lazy: {
      Component: async () =>
        (await import('./features/client-portal/client-orders-page')).ClientOrdersPage,
    },
  },
  {
    path: 'order',
    lazy: {
      Component: async () =>
        (await import('./features/client-portal/client-new-order-page')).ClientNewOrderPage,
    },
  },
  {
    path: 'order/:orderId',
    lazy: {
      Component: async () =>
        (await import('./features/client-portal/client-order-page')).ClientOrderPage,
    },
  },
]

export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          lazy: {
            Component: async () => {
              const [page] = await Promise.all([
                import('./features/landing/landing-page'),
                loadCatalog('landing'),
              ])
              return page.LandingPage
            },
          },
        },
        {
          path: 'login',
          lazy: { Component: async () => (await import('./features/auth/login-page')).LoginPage },
        },
        {
          path: 'signup',
          lazy: { Component: async () => (await import('./features/auth/signup-page')).SignupPage },
        },
        {
          path: 'reset',
          lazy: { Component: async () => (await import('./features/auth/reset-page')).ResetPage },
        },
        {
          path: 'invite',
          lazy: {
            Component: async () =>
              (await import('./app/screens/invitation-screen')).InvitationScreen,
          },
        },
        {
          path: 'provider/:providerId',
          loader: (args) => {
            providerGuard(args)
            return prefetchAsMember(args.params.providerId, (providerId) =>
              queryClient.prefetchQuery(providerQuery(providerId)),
            )
          },
          children: [
            // The print sheet opens in its own tab, without navigation (spec §2).
            {
              path: 'print/:orderId',
              lazy: {
                Component: async () =>
                  (await import('./features/orders/order-detail-page')).OrderPrintPage,
              },
            },
            {
              lazy: {
                Component: async () => (await import('./app/shell/provider-shell')).ProviderShell,
              },
              children: providerRoutes(queryClient),
            },
          ],
        },
        {
          path: 'client/:clientId',
          lazy: { Component: async () => (await import('./app/shell/client-shell')).ClientShell },
          children: clientRoutes,
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ])
