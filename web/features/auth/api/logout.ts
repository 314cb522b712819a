import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '../../../api/client'
import { clearSession, getSession } from '../../../api/session'

const LOGOUT_TIMEOUT_MS = 5000

export function logout(refreshToken: string): Promise<void> {
  return api('/auth/logout', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    auth: false,
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  })
}

/** Revokes the refresh token when the server can be reached; the local sign-out happens anyway. */
export function useLogout() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      const session = getSession()
      if (session) await logout(session.refresh_token).catch(() => undefined)
    },
    onSettled: () => {
      clearSession()
      void navigate('/login', { replace: true })
    },
  })
}
