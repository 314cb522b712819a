import { useMutation } from '@tanstack/react-query'
import type { ResetBody, Session } from '../../../../common/auth'
import { api } from '../../../api/client'
import { setSession } from '../../../api/session'

export function resetPassword(body: ResetBody): Promise<Session> {
  return api<Session>('/auth/reset', { method: 'POST', body, auth: false })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: setSession })
}
