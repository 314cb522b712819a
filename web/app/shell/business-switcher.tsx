// The business card at the top of the provider menu: the business's name, the person's role in
// it and the plan. Someone who belongs to several businesses opens it to move to another one's
// inbox; each is listed with the role held there (business-menu.tsx, loaded only for them).
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { Session } from '../../../common/auth'
import type { MemberRole } from '../../../common/constants'
import { ROLE_NAMES } from '../../components/role-names'

const BusinessMenu = lazy(async () => ({
  default: (await import('./business-menu')).BusinessMenu,
}))

interface BusinessSwitcherProps {
  session: Session
  providerId: string
  name: string | undefined
  /** "Pro plan" or "Free plan" where plans are sold, else nothing. */
  plan: string | null
  role: MemberRole | null
  /** Closes the drawer once another business is chosen. */
  onNavigate: () => void
}

const cardClass = 'mx-3 mb-2 rounded-lg border border-zinc-200 bg-white px-3 py-2.5'

export function BusinessSwitcher({
  session,
  providerId,
  name,
  plan,
  role,
  onNavigate,
}: BusinessSwitcherProps) {
  const { i18n } = useLingui()
  const businesses = session.user.providers
  const facts = [role ? i18n._(ROLE_NAMES[role]) : null, plan].filter(Boolean).join(' · ')
  const summary = (
    <div className="min-w-0 flex-1 text-left">
      <p className="truncate text-sm font-medium text-zinc-900">{name}</p>
      {facts ? <p className="text-xs text-zinc-600">{facts}</p> : null}
    </div>
  )
  const card = <div className={cardClass}>{summary}</div>
  if (businesses.length < 2) return card

  // The card without its menu while the menu's code loads.
  return (
    <Suspense fallback={card}>
      <BusinessMenu
        businesses={businesses}
        providerId={providerId}
        summary={summary}
        cardClass={cardClass}
        onNavigate={onNavigate}
      />
    </Suspense>
  )
}
