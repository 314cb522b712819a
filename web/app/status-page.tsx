// A full-page message outside the shell: "Page not found" and unexpected errors.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Logo } from '../components/logo'

interface StatusPageProps {
  code: string
  title: string
  text: string
  action: ReactNode
}

export function StatusPage({ code, title, text, action }: StatusPageProps) {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-zinc-50 px-4 text-center">
      <title>{`${title} · Stockline`}</title>
      <Link to="/" aria-label={t`Stockline home`} className="mb-10 rounded-md">
        <Logo />
      </Link>
      <main>
        <p className="text-sm font-semibold text-brand-700">{code}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-zinc-950">{title}</h1>
        <p className="mt-3 max-w-md text-zinc-600">{text}</p>
        <div className="mt-8">{action}</div>
      </main>
    </div>
  )
}
