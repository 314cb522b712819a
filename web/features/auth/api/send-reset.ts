import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'

export function sendReset(email: string): Promise<{ sent: boolean }> {
  return api('/auth/send_reset', { method: 'POST', body: { email }, auth: false })
}

export function useSendReset() {
  return useMutation({ mutationFn: sendReset })
}
