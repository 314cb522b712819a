// What the portal shows when its link leads nowhere (unknown client or order: 404, or an id
// that is not one at all: 400) or the provider's plan has no client links (402).
import { SearchX, Store, type LucideIcon } from 'lucide-react'
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'

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

const texts: Record<'link' | 'order', { title: string; text: string }> = {
  link: {
    title: 'Link not found',
    text: 'This link does not lead to any orders. Please check it, or ask your provider for a new one.',
  },
  order: {
    title: 'Order not found',
    // The order page has its own Back button, so this needs no way out of its own.
    text: 'This order does not exist, or it cannot be opened with this link.',
  },
}

export function PortalProblem({ kind, subject }: PortalProblemProps) {
  if (kind === 'unavailable') {
    return (
      <ProblemCard
        icon={Store}
        title="Ordering is unavailable"
        text={messages.billing.portalUnavailable}
      />
    )
  }
  const { title, text } = texts[subject]
  return <ProblemCard icon={SearchX} title={title} text={text} />
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
