// The frame shared by Login, Signup and Reset: a centred card under the logo, no navigation.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { LanguageSwitch } from '../../components/language-switch'
import { Logo } from '../../components/logo'
import { activateLocale, rememberLocale } from '../../lib/i18n'

interface AuthLayoutProps {
  title: string
  description: string
  children: ReactNode
  /** Links under the card, e.g. "No account? Sign up". */
  footer?: ReactNode
}

/** Before sign-in the language is the device's: the switch keeps the choice on it. */
function switchLanguage(locale: 'en' | 'es') {
  rememberLocale(locale)
  void activateLocale(locale, ['app'])
}

export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_60%)] px-4 py-10 sm:py-16">
      <title>{`${title} · Stockline`}</title>
      <header className="mx-auto mb-8 flex w-full max-w-sm items-center justify-between gap-4">
        <Link to="/" aria-label={t`Stockline home`} className="rounded-md">
          <Logo />
        </Link>
        <LanguageSwitch onChange={switchLanguage} />
      </header>
      <main className="mx-auto w-full max-w-sm">
        <Card>
          <CardHeader className="pb-4">
            <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-zinc-600">{footer}</div> : null}
      </main>
    </div>
  )
}
