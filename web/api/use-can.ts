// What the signed-in person may do in the business whose pages are open: their role there, from
// the session's list of businesses, read against the permission matrix of common/team.ts. Screens
// hide or disable what the role cannot do, so no button only fails with a 403.
import { useParams } from 'react-router'
import type { Session } from '../../common/auth'
import type { MemberRole } from '../../common/constants'
import { can, type Permission } from '../../common/permissions'
import { useSession } from './session'

function roleIn(session: Session | null, providerId: string | undefined): MemberRole | null {
  if (!providerId) return null
  return session?.user.providers.find((entry) => entry.provider.id === providerId)?.role ?? null
}

/** The person's role in the business of the page's address; null outside the provider area. */
export function useRole(): MemberRole | null {
  const { providerId } = useParams()
  return roleIn(useSession(), providerId)
}

export function useCan(permission: Permission): boolean {
  return can(useRole(), permission)
}
