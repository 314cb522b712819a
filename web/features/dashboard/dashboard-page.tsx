// Home: the shop's vital signs (issue #24) — today's and this month's orders and revenue against
// the period before, what is pending and low, revenue by week and this month's best products and
// clients. Every figure links to the list that explains it.
import { useLingui } from '@lingui/react/macro'
import { ClipboardList } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import type { Dashboard } from '../../../common/dashboard'
import { useDashboard } from '../../api/get-dashboard'
import { useCan } from '../../api/use-can'
import { formatCappedCount, formatNumber, formatPrice } from '../../components/format'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { SectionCard } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { Skeleton } from '../../components/ui/skeleton'
import { FigureCard } from './figure-card'
import { daysOf, hasNoOrders } from './periods'
import { TopList } from './top-list'
import { WeeklyRevenue } from './weekly-revenue'

export function DashboardPage() {
  const { providerId = '' } = useParams()
  const { t } = useLingui()
  const dashboard = useDashboard(providerId)
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t`Home`} />
      {dashboard.data ? (
        <Figures providerId={providerId} dashboard={dashboard.data} />
      ) : dashboard.isError ? (
        <Alert>{t`The figures could not be loaded. Try again in a moment.`}</Alert>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  )
}

function Figures({ providerId, dashboard }: { providerId: string; dashboard: Dashboard }) {
  const { t } = useLingui()
  const base = `/provider/${providerId}`
  const { today, monthStart } = daysOf(dashboard.as_of)
  const ordersOf = (start: string) => `${base}/transactions?type=ORDER&start=${start}&end=${today}`

  return (
    <div className="space-y-6">
      {hasNoOrders(dashboard) ? <NoOrdersYet providerId={providerId} /> : null}
      <Section title={t`Today`}>
        <FigureGrid>
          <PeriodCards
            id="today"
            period={dashboard.today}
            labels={{ orders: t`Orders today`, revenue: t`Revenue today` }}
            to={ordersOf(today)}
            against={t`vs. yesterday so far`}
          />
          <FigureCard
            testId="pending-orders"
            label={t`Pending orders`}
            value={formatCappedCount(dashboard.pending_orders)}
            to={`${base}/inbox`}
          />
          <FigureCard
            testId="low-stock"
            label={t`Low stock`}
            value={formatNumber(dashboard.low_stock)}
            to={`${base}/inventory/low-stock`}
          />
        </FigureGrid>
      </Section>
      <Section title={t`This month`}>
        <FigureGrid>
          <PeriodCards
            id="month"
            period={dashboard.month}
            labels={{ orders: t`Orders this month`, revenue: t`Revenue this month` }}
            to={ordersOf(monthStart)}
            against={t`vs. last month so far`}
          />
        </FigureGrid>
      </Section>
      <SectionCard title={t`Revenue by week`} contentClassName="min-w-0">
        <WeeklyRevenue weeks={dashboard.revenue_by_week} />
      </SectionCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={t`Top products this month`} className="min-w-0">
          <TopList
            testId="top-products"
            title={t`Top products this month`}
            ranked={dashboard.top_products}
            hrefOf={(id) => `${base}/product/${id}`}
          />
        </SectionCard>
        <SectionCard title={t`Top clients this month`} className="min-w-0">
          <TopList
            testId="top-clients"
            title={t`Top clients this month`}
            ranked={dashboard.top_clients}
            hrefOf={(id) => `${base}/client/${id}`}
          />
        </SectionCard>
      </div>
    </div>
  )
}

interface PeriodCardsProps {
  id: 'today' | 'month'
  period: Dashboard['today']
  labels: { orders: string; revenue: string }
  /** The period's orders. */
  to: string
  /** What the period before is called. */
  against: string
}

/** A period's orders and revenue, each against the period before, both leading to its orders. */
function PeriodCards({ id, period, labels, to, against }: PeriodCardsProps) {
  const { previous } = period
  return (
    <>
      <FigureCard
        testId={`orders-${id}`}
        label={labels.orders}
        value={formatNumber(period.orders)}
        to={to}
        change={{ current: period.orders, previous: previous.orders, against }}
      />
      <FigureCard
        testId={`revenue-${id}`}
        label={labels.revenue}
        value={formatPrice(period.revenue)}
        to={to}
        change={{ current: period.revenue, previous: previous.revenue, against }}
      />
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-zinc-500 uppercase">{title}</h2>
      {children}
    </section>
  )
}

function FigureGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
}

function NoOrdersYet({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const canCreate = useCan('move_stock')
  return (
    <EmptyState
      icon={ClipboardList}
      text={t`No orders yet. Your figures show here once orders come in.`}
    >
      {canCreate ? (
        <Button asChild size="sm">
          <Link to={`/provider/${providerId}/order`}>{t`New order`}</Link>
        </Button>
      ) : null}
    </EmptyState>
  )
}

function DashboardSkeleton() {
  const { t } = useLingui()
  return (
    <div className="space-y-6" role="status" aria-label={t`Loading the figures`}>
      {[4, 2].map((count, section) => (
        <div key={section}>
          <Skeleton className="mb-3 h-4 w-24" />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} className="h-[6.5rem] rounded-xl" />
            ))}
          </div>
        </div>
      ))}
      <Skeleton className="h-72 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  )
}
