// The changes of the Team screen (a role, a removal, a withdrawal): one request at a time per
// control, the members list refreshed after each, and the session too when the change was about
// the person themselves (their role in the session is what the app hides and shows by).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { changed, invalidate } from '../../../api/query-keys'
import { refreshSession } from '../../../api/refresh-session'
import { getSession } from '../../../api/session'

interface TeamMutationOptions<TVariables> {
  providerId: string
  mutationFn: (variables: TVariables) => Promise<unknown>
  /** Whether the change is about the signed-in person: their session is renewed after it. */
  aboutMe?: boolean
}

export function useTeamMutation<TVariables>({
  providerId,
  mutationFn,
  aboutMe = false,
}: TeamMutationOptions<TVariables>) {
  const queryClient = useQueryClient()
  const sending = useRef(false)
  const mutation = useMutation({
    mutationFn,
    onSuccess: async () => {
      if (aboutMe) {
        const session = getSession()
        if (session) await refreshSession(session.access_token)
      }
      await invalidate(queryClient, changed.team(providerId))
    },
    onSettled: () => {
      sending.current = false
    },
  })
  // A double click on Remove or a confirm button lands before isPending disables it: dropped here.
  const mutate: typeof mutation.mutate = (...args) => {
    if (sending.current) return
    sending.current = true
    mutation.mutate(...args)
  }
  return { ...mutation, mutate }
}
