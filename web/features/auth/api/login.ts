import { useMutation } from '@tanstack/react-query'
import type { LoginBody, Session } from '../../../../common/auth'
import { api } from '../../../api/client'
import { setSession } from '../../../api/session'

export async function login(body: LoginBody): Promise<Session> {
  const session = await api<Session | null>('/auth/login', { method: 'POST', body, auth: false })
  // Spec §8 separates "no data in the answer" from refused credentials.
  if (!session?.access_token) throw new Error('The login answer holds no session.')
  return session
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: setSession })
}
