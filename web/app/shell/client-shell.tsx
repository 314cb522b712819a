// The client portal's layout. Open to anyone: the client id in the link is the capability.
import { Outlet, useParams } from 'react-router'
import { AppShell } from './app-shell'
import { clientMenu } from './menus'
import { NavMenu } from './nav-menu'

export function ClientShell() {
  const { clientId = '' } = useParams()
  return (
    <AppShell
      homeTo={`/client/${clientId}`}
      sidebar={(onNavigate) => (
        <div className="flex-1 overflow-y-auto px-3 py-2">
          <NavMenu items={clientMenu(clientId)} onNavigate={onNavigate} />
        </div>
      )}
    >
      <Outlet />
    </AppShell>
  )
}
