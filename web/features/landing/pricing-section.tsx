import { Check } from 'lucide-react'
import { FREE_PLAN_MONTHLY_ORDERS, PRO_PRICE_USD_PER_MONTH } from '../../../common/constants'
import { cn } from '../../components/cn'
import { PrimaryCta } from './primary-cta'
import { usePlansEnforced } from './use-plans-enforced'

interface Plan {
  name: string
  price: string
  period: string
  description: string
  perks: string[]
  highlighted: boolean
}

const plansFor = (enforced: boolean): Plan[] => [
  {
    name: 'Free trial',
    price: '$0',
    period: 'to start',
    description: 'Everything you need to run orders and stock from day one.',
    perks: [
      'Order inbox and order management',
      'Inventory across all your locations',
      'Clients and custom fields',
      enforced ? `Up to ${FREE_PLAN_MONTHLY_ORDERS} orders a month` : 'Unlimited orders',
    ],
    highlighted: false,
  },
  {
    name: 'Pro',
    price: `$${PRO_PRICE_USD_PER_MONTH}`,
    period: '/month',
    description: 'For businesses whose clients order on their own.',
    perks: [
      'Everything in the free trial',
      'A separate link for each client to place orders',
      'Photos on products',
      'Unlimited orders',
    ],
    highlighted: true,
  },
]

export function PricingSection() {
  const enforced = usePlansEnforced()
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-16 border-t border-zinc-200 bg-zinc-50 py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-brand-700">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl"
          >
            Start free. Go Pro when your clients do.
          </h2>
          {enforced ? null : (
            <p className="mt-4 text-base text-zinc-600">
              This server includes every Pro feature for every account, at no charge.
            </p>
          )}
        </div>
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {plansFor(enforced).map((plan) => (
            <li
              key={plan.name}
              className={cn(
                'flex flex-col rounded-2xl border bg-white p-8 shadow-sm',
                plan.highlighted ? 'border-brand-500 ring-1 ring-brand-500' : 'border-zinc-200',
              )}
            >
              <div className="flex items-center justify-between">
                <h3 className="text-lg font-semibold text-zinc-950">{plan.name}</h3>
                {plan.highlighted ? (
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                    Most popular
                  </span>
                ) : null}
              </div>
              <p className="mt-2 text-sm text-zinc-600">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-semibold tracking-tight text-zinc-950">
                  {plan.price}
                </span>
                <span className="text-sm text-zinc-600">{plan.period}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-zinc-700">
                {plan.perks.map((perk) => (
                  <li key={perk} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {perk}
                  </li>
                ))}
              </ul>
              <PrimaryCta
                placement="pricing"
                variant={plan.highlighted ? 'primary' : 'outline'}
                className="mt-8 w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
