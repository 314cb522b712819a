// GET /provider/{id}/members: the business's members and its pending invitations. The Team screen
// lists them; the Transactions screen offers them as its User filter.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Member } from '../../common/team'
import { api } from './client'
import { queryKeys } from './query-keys'

export type { Member }

export async function getMembers(providerId: string): Promise<Member[]> {
  const { members } = await api<{ members: Member[] }>(`/provider/${providerId}/members`)
  return members
}

export function membersQuery(providerId: string) {
  return queryOptions({
    queryKey: queryKeys.team.members(providerId),
    queryFn: () => getMembers(providerId),
  })
}

export function useMembers(providerId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQuery(providerId), ...options })
}
