// The invitation link's page with the auth feature's frame and requests: two features put
// together here, as neither imports the other.
import { login } from '../../features/auth/api/login'
import { logout } from '../../features/auth/api/logout'
import { signup } from '../../features/auth/api/signup'
import { AuthLayout } from '../../features/auth/auth-layout'
import { InvitationPage, type InvitationAuth } from '../../features/team/invitation-page'

const auth: InvitationAuth = { Layout: AuthLayout, login, signup, logout }

export function InvitationScreen() {
  return <InvitationPage auth={auth} />
}
