import { useMutation } from '@tanstack/react-query'
import type { Session, SignupBody } from '../../../../common/auth'
import { api } from '../../../api/client'
import { setSession } from '../../../api/session'

export function signup(body: SignupBody): Promise<Session> {
  return api<Session>('/auth/signup', { method: 'POST', body, auth: false })
}

export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: setSession })
}
