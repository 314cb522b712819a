import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ChartLine,
  ClipboardList,
  RefreshCw,
  Store,
  TrendingDown,
  TrendingUp,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react'
import { cn } from '../../components/cn'

interface Feature {
  icon: LucideIcon
  title: MessageDescriptor
  text: MessageDescriptor
}

const FEATURES: Feature[] = [
  {
    icon: Store,
    title: msg`Client order portals`,
    text: msg`Each client gets a page to place orders and follow them, so orders stop arriving by text message.`,
  },
  {
    icon: Warehouse,
    title: msg`Multi-warehouse inventory`,
    text: msg`Track stock per location, move it in and out, and adjust counts after a stocktake.`,
  },
  {
    icon: ClipboardList,
    title: msg`Order management`,
    text: msg`A live inbox of pending orders. Fulfill, cancel or print an order sheet in one click.`,
  },
  {
    icon: ChartLine,
    title: msg`Insights`,
    text: msg`Ask questions about your sales and stock in plain words and get answers with tables.`,
  },
  {
    icon: RefreshCw,
    title: msg`Automated reordering`,
    text: msg`See what runs low before it runs out, and reorder before a client has to wait.`,
  },
  {
    icon: Users,
    title: msg`Customer management`,
    text: msg`Every client with their contact details, custom fields and order history.`,
  },
]

export function FeaturesSection() {
  const { t, i18n } = useLingui()
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-brand-700">
            <Trans>Everything in one place</Trans>
          </p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-zinc-950 sm:text-4xl"
          >
            <Trans>From the first order to the last box on the shelf</Trans>
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title.id}
              className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-zinc-950">{i18n._(title)}</h3>
              <p className="mt-2 text-sm leading-6 text-zinc-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 grid gap-6 md:grid-cols-2">
          <Claim
            icon={TrendingDown}
            tone="bad"
            value="30%"
            text={t`of sales can be lost when a product is out of stock at the wrong moment.`}
          />
          <Claim
            icon={TrendingUp}
            tone="good"
            value="90%"
            text={t`fewer stockouts when reorders are driven by real stock levels across every location.`}
          />
        </div>
      </div>
    </section>
  )
}

interface ClaimProps {
  icon: LucideIcon
  tone: 'good' | 'bad'
  value: string
  text: string
}

function Claim({ icon: Icon, tone, value, text }: ClaimProps) {
  return (
    <div className="flex gap-5 rounded-2xl bg-zinc-950 p-8 text-white">
      <Icon
        className={cn('size-8 shrink-0', tone === 'good' ? 'text-emerald-400' : 'text-rose-400')}
        aria-hidden="true"
      />
      <p className="text-zinc-300">
        <span className="block text-4xl font-semibold tracking-tight text-white">{value}</span>
        {text}
      </p>
    </div>
  )
}
