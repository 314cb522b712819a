// GET /invitation/{token}: what the link offers (business, role, e-mail), asked without a session.
import { useQuery } from '@tanstack/react-query'
import type { InvitationPreview } from '../../../../common/team'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

export type Invitation = InvitationPreview['invitation']

export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.team.invitation(token),
    queryFn: async () =>
      (await api<InvitationPreview>(`/invitation/${encodeURIComponent(token)}`, { auth: false }))
        .invitation,
    // An unknown or expired link stays so: asking again changes nothing.
    retry: false,
  })
}
