import { Trans, useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import { FREE_PLAN_MONTHLY_ORDERS, PRO_PRICE_USD_PER_MONTH } from '../../../common/constants'
import { cn } from '../../components/cn'
import { dollars } from './dollars'
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

function usePlans(enforced: boolean): Plan[] {
  const { t, i18n } = useLingui()
  const limit = FREE_PLAN_MONTHLY_ORDERS
  return [
    {
      name: t`Free trial`,
      price: dollars(i18n, 0),
      period: t`to start`,
      description: t`Everything you need to run orders and stock from day one.`,
      perks: [
        t`Order inbox and order management`,
        t`Inventory across all your locations`,
        t`Clients and custom fields`,
        enforced ? t`Up to ${limit} orders a month` : t`Unlimited orders`,
      ],
      highlighted: false,
    },
    {
      // The plan's name is never translated (web/locales/GLOSSARY.md).
      name: 'Pro',
      price: dollars(i18n, PRO_PRICE_USD_PER_MONTH),
      period: t`/month`,
      description: t`For businesses whose clients order on their own.`,
      perks: [
        t`Everything in the free trial`,
        t`A separate link for each client to place orders`,
        t`Photos on products`,
        t`Unlimited orders`,
      ],
      highlighted: true,
    },
  ]
}

export function PricingSection() {
  const enforced = usePlansEnforced()
  const plans = usePlans(enforced)
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-16 border-t border-zinc-200 bg-zinc-50 py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-brand-700">
            <Trans>Pricing</Trans>
          </p>
          <h2
            id="pricing-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl"
          >
            <Trans>Start free. Go Pro when your clients do.</Trans>
          </h2>
          {enforced ? null : (
            <p className="mt-4 text-base text-zinc-600">
              <Trans>This server includes every Pro feature for every account, at no charge.</Trans>
            </p>
          )}
        </div>
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                // A phone's card keeps room for the button's longer Spanish label.
                'flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
                plan.highlighted ? 'border-brand-500 ring-1 ring-brand-500' : 'border-zinc-200',
              )}
            >
              <div className="flex items-center justify-between">
                <h3 className="text-lg font-semibold text-zinc-950">{plan.name}</h3>
                {plan.highlighted ? (
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                    <Trans>Most popular</Trans>
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
