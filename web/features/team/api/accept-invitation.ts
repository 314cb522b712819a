// POST /invitation/{token}/accept: the signed-in person joins the business, then their session
// is renewed so that it lists the business (the app opens only the businesses it lists).
import { useMutation } from '@tanstack/react-query'
import type { Session } from '../../../../common/auth'
import { api } from '../../../api/client'
import { refreshSession } from '../../../api/refresh-session'
import { getSession } from '../../../api/session'

/** The business joined and the role in it, as the session lists them. */
type Joined = Session['user']['providers'][number]

export async function acceptInvitation(token: string): Promise<Joined> {
  const joined = await api<Joined>(`/invitation/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  })
  const session = getSession()
  if (session) await refreshSession(session.access_token)
  return joined
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation })
}
