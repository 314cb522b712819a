// PUT /provider/{id}/member/{userId}: gives a member another role.
import type { MemberRole } from '../../../../common/constants'
import { api } from '../../../api/client'
import { useTeamMutation } from './team-mutation'

export function useUpdateMember(providerId: string, userId: string, aboutMe: boolean) {
  return useTeamMutation({
    providerId,
    aboutMe,
    mutationFn: (role: MemberRole) =>
      api(`/provider/${providerId}/member/${userId}`, { method: 'PUT', body: { role } }),
  })
}
