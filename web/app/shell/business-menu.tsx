// The list of a person's businesses behind the business card (business-switcher.tsx), for
// someone who belongs to several. Its own file: Radix's dropdown menu and its positioning code
// are about a tenth of the provider area's first bytes, and most people have one business.
import { Trans, useLingui } from '@lingui/react/macro'
import { Check, ChevronsUpDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Session } from '../../../common/auth'
import { cn } from '../../components/cn'
import { ROLE_NAMES } from '../../components/role-names'

interface BusinessMenuProps {
  businesses: Session['user']['providers']
  providerId: string
  /** The business card's text, shown on the button that opens the menu. */
  summary: ReactNode
  cardClass: string
  onNavigate: () => void
}

export function BusinessMenu({
  businesses,
  providerId,
  summary,
  cardClass,
  onNavigate,
}: BusinessMenuProps) {
  const { i18n } = useLingui()
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
                    <span className="block text-xs text-zinc-600">
                      {i18n._(ROLE_NAMES[roleThere])}
                    </span>
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
