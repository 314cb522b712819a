// What the portal shows when its link leads nowhere (unknown client or order: 404, or an id
// that is not one at all: 400) or the provider's plan has no client links (402).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SearchX, Store, type LucideIcon } from 'lucide-react'
import { ApiError } from '../../api/client'
import { useMessages } from '../../lib/locale-provider'

export type PortalProblemKind = 'not-found' | 'unavailable'

/** The problem a failed request reveals, or null when asking again may help. */
export function portalProblemOf(error: unknown): PortalProblemKind | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 404 || error.status === 400) return 'not-found'
  if (error.status === 402) return 'unavailable'
  return null
}

interface PortalProblemProps {
  kind: PortalProblemKind
  /** What could not be found: the whole link, or one order of it. */
  subject: 'link' | 'order'
}

const texts: Record<'link' | 'order', { title: MessageDescriptor; text: MessageDescriptor }> = {
  link: {
    title: msg`Link not found`,
    text: msg`This link does not lead to any orders. Please check it, or ask your provider for a new one.`,
  },
  order: {
    title: msg`Order not found`,
    // The order page has its own Back button, so this needs no way out of its own.
    text: msg`This order does not exist, or it cannot be opened with this link.`,
  },
}

export function PortalProblem({ kind, subject }: PortalProblemProps) {
  const { t, i18n } = useLingui()
  const m = useMessages().billing
  if (kind === 'unavailable') {
    return (
      <ProblemCard icon={Store} title={t`Ordering is unavailable`} text={m.portalUnavailable} />
    )
  }
  const { title, text } = texts[subject]
  return <ProblemCard icon={SearchX} title={i18n._(title)} text={i18n._(text)} />
}

interface ProblemCardProps {
  icon: LucideIcon
  title: string
  text: string
}

function ProblemCard({ icon: Icon, title, text }: ProblemCardProps) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-14 text-center">
      <title>{`${title} · Stockline`}</title>
      <span className="flex size-11 items-center justify-center rounded-full bg-white text-zinc-500 shadow-sm ring-1 ring-zinc-200">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold tracking-tight text-zinc-900">{title}</h1>
      <p className="max-w-sm text-sm text-zinc-600">{text}</p>
    </section>
  )
}
