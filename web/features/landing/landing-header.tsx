import { Trans, useLingui } from '@lingui/react/macro'
import { useSession } from '../../api/session'
import { Logo } from '../../components/logo'
import { Button } from '../../components/ui/button'
import { LandingLanguageSwitch } from './landing-language-switch'

export function LandingHeader() {
  const { t } = useLingui()
  const signedIn = useSession() !== null
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200/70 bg-white/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" aria-label={t`Stockline home`} className="rounded-md">
          <Logo />
        </a>
        <nav aria-label={t`Site`} className="flex items-center gap-1 sm:gap-2">
          <a
            href="#features"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-zinc-700 hover:text-zinc-900 sm:block"
          >
            <Trans>Features</Trans>
          </a>
          <a
            href="#pricing"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-zinc-700 hover:text-zinc-900 sm:block"
          >
            <Trans>Pricing</Trans>
          </a>
          <LandingLanguageSwitch />
          {signedIn ? null : (
            <>
              {/* On a phone the first button under the header leads to the same page. */}
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <a href="/login">
                  <Trans>Log in</Trans>
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href="/signup">
                  <Trans>Sign up</Trans>
                </a>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
