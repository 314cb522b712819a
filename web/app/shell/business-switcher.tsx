// The business card at the top of the provider menu: the business's name, the person's role in
// it and the plan. Someone who belongs to several businesses opens it to move to another one's
// inbox; each is listed with the role held there.
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, ChevronsUpDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import type { Session } from '../../../common/auth'
import type { MemberRole } from '../../../common/constants'
import { cn } from '../../components/cn'
import { ROLE_NAMES } from '../../components/role-names'

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
  if (businesses.length < 2) return <div className={cardClass}>{summary}</div>

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(
          cardClass,
          'flex w-[calc(100%-1.5rem)] items-center gap-2 transition-colors hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        )}
      >
        {summary}
        <span className="sr-only">
          <Trans>Switch business</Trans>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-(--radix-dropdown-menu-trigger-width) min-w-56 overflow-y-auto rounded-md border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-zinc-600">
            <Trans>Your businesses</Trans>
          </DropdownMenu.Label>
          {businesses.map(({ provider, role: roleThere }) => {
            const current = provider.id === providerId
            return (
              <DropdownMenu.Item key={provider.id} asChild>
                <Link
                  to={`/provider/${provider.id}/inbox`}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-zinc-100"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-zinc-900">
                      {provider.name}
                    </span>
                    <span className="block text-xs text-zinc-600">{i18n._(ROLE_NAMES[roleThere])}</span>
                  </span>
                  {current ? (
                    <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  ) : null}
                </Link>
              </DropdownMenu.Item>
            )
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
