// POST /provider/{id}/member: invites an e-mail address with a role; the server mails the link.
// A double click, or inviting again before the answer, sends one invitation.
import type { InviteBody, Member } from '../../../../common/team'
import { changed } from '../../../api/query-keys'
import { useCreateRecord } from '../../../api/use-create-mutation'

export function useInviteMember(providerId: string) {
  return useCreateRecord<Member, InviteBody>({
    name: 'member',
    path: `/provider/${providerId}/member`,
    stale: changed.team(providerId),
  })
}
