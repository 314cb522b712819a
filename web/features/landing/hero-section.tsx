import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { PrimaryCta } from './primary-cta'
import { ProductPreview } from './product-preview'

const PROMISES = [msg`Free trial`, msg`No credit card`, msg`Set up in minutes`]

export function HeroSection() {
  const { i18n } = useLingui()
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-brand-50),transparent_65%)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-16 px-4 pt-16 pb-24 sm:px-6 lg:grid-cols-2 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-700">
            <span className="size-1.5 rounded-full bg-brand-500" />
            <Trans>Orders, inventory and clients in one place</Trans>
          </p>
          <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-zinc-950 sm:text-5xl lg:text-6xl">
            <Trans>Run your stock like the big players do.</Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-zinc-600">
            <Trans>
              Stockline gives small businesses client order portals, multi-warehouse inventory and
              an inbox of every order, so you always know what to ship and what to reorder.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <PrimaryCta placement="hero" />
            <Button asChild variant="outline" size="lg">
              <a href="#pricing">
                <Trans>See pricing</Trans>
              </a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-zinc-600">
            {PROMISES.map((promise) => (
              <li key={promise.id} className="flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600" aria-hidden="true" />
                {i18n._(promise)}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview />
      </div>
    </section>
  )
}
