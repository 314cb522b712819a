// The navigation guard of spec §2. Home, Login, Signup, Reset and the client portal are open;
// this loader sits on /provider/:providerId, so it protects every provider route.
import { redirect, type LoaderFunctionArgs } from 'react-router'
import { canOpenProvider, clearSession, getSession } from '../api/session'

export function providerGuard({ params }: LoaderFunctionArgs) {
  if (canOpenProvider(getSession(), params.providerId)) return null
  // Someone else's provider id: drop the session rather than keep a foot in the door.
  if (params.providerId !== undefined) clearSession()
  throw redirect('/login')
}
