// DELETE /provider/{id}/invitation/{invitationId}: the pending invitation's link stops working.
import { api } from '../../../api/client'
import { useTeamMutation } from './team-mutation'

export function useWithdrawInvitation(providerId: string, invitationId: string) {
  return useTeamMutation({
    providerId,
    mutationFn: () =>
      api(`/provider/${providerId}/invitation/${invitationId}`, { method: 'DELETE' }),
  })
}
