import { useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import { cn } from '../../components/cn'
import type { MenuItem, MenuLink } from './menus'

interface NavMenuProps {
  items: MenuItem[]
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate: () => void
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-white text-zinc-950 shadow-sm ring-1 ring-zinc-200'
      : 'text-zinc-600 hover:bg-zinc-200/60 hover:text-zinc-900',
  )

export function NavMenu({ items, onNavigate }: NavMenuProps) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Main`}>
      <ul className="space-y-1">
        {items.map(({ icon: Icon, children, ...item }) => (
          <li key={item.label}>
            {children ? (
              <>
                <span className="flex items-center gap-3 px-3 py-2 text-sm font-medium text-zinc-600">
                  <Icon className="size-4" aria-hidden="true" />
                  {item.label}
                </span>
                <SubMenu items={children} onNavigate={onNavigate} />
              </>
            ) : (
              <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
                <Icon className="size-4" aria-hidden="true" />
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SubMenu({ items, onNavigate }: { items: MenuLink[]; onNavigate: () => void }) {
  return (
    <ul className="ml-5 space-y-1 border-l border-zinc-200 pl-3">
      {items.map((item) => (
        <li key={item.label}>
          <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
            {item.label}
            {item.badge}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
