// DELETE /provider/{id}/member/{userId}: removes a member, or, about oneself, leaves the business.
import { api } from '../../../api/client'
import { useTeamMutation } from './team-mutation'

export function useRemoveMember(providerId: string, userId: string) {
  return useTeamMutation({
    providerId,
    mutationFn: () => api(`/provider/${providerId}/member/${userId}`, { method: 'DELETE' }),
  })
}
