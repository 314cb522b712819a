// The frame around signed-in pages: a fixed sidebar from the lg breakpoint up, a top bar with a
// drawer below it. Both show the same sidebar content. A corner control (the provider's assistant
// button) sits at the right end of the top bar, and from lg up floats at the bottom right, in a
// column the page leaves free for it: it never lies over a page's buttons, sticky save bars
// included, whatever the scroll.
import { Trans, useLingui } from '@lingui/react/macro'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../../components/cn'
import { Logo } from '../../components/logo'
import { Button } from '../../components/ui/button'

const loadMenuDrawer = () => import('./menu-drawer')

const MenuDrawer = lazy(async () => ({ default: (await loadMenuDrawer()).MenuDrawer }))

interface AppShellProps {
  /** Where the logo leads. */
  homeTo: string
  /** The sidebar's content; `onNavigate` closes the drawer after a link is followed. */
  sidebar: (onNavigate: () => void) => ReactNode
  /** A control kept in view on every page, at most 2.5rem wide and tall below lg. */
  corner?: ReactNode
  /** On the menu button's corner below lg: what the menu holds news of (a count). */
  menuBadge?: ReactNode
  children: ReactNode
}

export function AppShell({ homeTo, sidebar, corner, menuBadge, children }: AppShellProps) {
  const { t } = useLingui()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // Mounted from the first opening on, so that closing can animate.
  const [drawerUsed, setDrawerUsed] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const logo = (onClick?: () => void) => (
    <Link to={homeTo} aria-label={t`Stockline home`} className="rounded-md" onClick={onClick}>
      <Logo />
    </Link>
  )
  const closeDrawer = () => setDrawerOpen(false)

  return (
    <div className="min-h-dvh bg-white">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow-lg"
      >
        <Trans>Skip to content</Trans>
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-zinc-200 bg-zinc-50 lg:flex">
        <div className="flex h-16 shrink-0 items-center px-5">{logo()}</div>
        {sidebar(() => undefined)}
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-zinc-200 bg-white/90 px-3 backdrop-blur lg:hidden">
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label={t`Open menu`}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className="relative [&_svg]:size-5"
          // Its code is fetched when the button is about to be used, not with the page.
          onPointerEnter={() => void loadMenuDrawer()}
          onPointerDown={() => void loadMenuDrawer()}
          onFocus={() => void loadMenuDrawer()}
          onClick={() => {
            setDrawerUsed(true)
            setDrawerOpen(true)
          }}
        >
          <Menu aria-hidden="true" />
          {menuBadge}
        </Button>
        {drawerUsed ? (
          <Suspense fallback={null}>
            <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} button={menuButton}>
              <div className="flex h-16 shrink-0 items-center px-5">{logo(closeDrawer)}</div>
              {sidebar(closeDrawer)}
            </MenuDrawer>
          </Suspense>
        ) : null}
        {logo()}
      </header>

      <main id="content" className="lg:pl-64">
        <div
          className={cn(
            'mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10',
            // The corner's column: its 3.5rem and 1.5rem of margin, plus the usual gap.
            corner && 'lg:pr-24',
          )}
        >
          {children}
        </div>
      </main>
      {corner ? (
        <div className="fixed top-2 right-3 z-40 lg:top-auto lg:right-6 lg:bottom-6">{corner}</div>
      ) : null}
    </div>
  )
}
