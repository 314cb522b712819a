// The marketing page at "/". It runs without the app's router (web/landing.tsx), so its links are
// plain ones that load the app, and it stays free of heavy imports.
import { Trans, useLingui } from '@lingui/react/macro'
import { Logo } from '../../components/logo'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { LandingHeader } from './landing-header'
import { PricingSection } from './pricing-section'
import { PrimaryCta } from './primary-cta'
import { StatsSection } from './stats-section'

export function LandingPage() {
  const { t } = useLingui()
  return (
    <div className="min-h-dvh bg-white">
      <title>{t`Stockline · Orders and inventory for small businesses`}</title>
      <LandingHeader />
      <main>
        <HeroSection />
        <StatsSection />
        <FeaturesSection />
        <PricingSection />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  )
}

function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          <Trans>Know what you have, wherever it is.</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-brand-100">
          <Trans>
            Set up your products and locations in minutes and take your first order today.
          </Trans>
        </p>
        <PrimaryCta placement="pricing" variant="outline" className="mt-8 border-white" />
      </div>
    </section>
  )
}

function LandingFooter() {
  const { t } = useLingui()
  return (
    <footer className="border-t border-zinc-200">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-zinc-600 sm:flex-row sm:px-6">
        <Logo className="text-zinc-900" />
        <nav aria-label={t`Footer`} className="flex gap-6">
          <a href="/login" className="hover:text-zinc-900">
            <Trans>Log in</Trans>
          </a>
          <a href="/signup" className="hover:text-zinc-900">
            <Trans>Sign up</Trans>
          </a>
        </nav>
        {/* The product's name, the same in every language. */}
        <p>{`© ${new Date().getFullYear()} Stockline`}</p>
      </div>
    </footer>
  )
}
