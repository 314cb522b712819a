import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { messages } from '../../../../common/messages'
import { api, ApiError } from '../../../api/client'

interface BillingTarget {
  userId: string
  providerId: string
}

export async function getBillingUrl({ userId, providerId }: BillingTarget): Promise<string> {
  const { url } = await api<{ url: string }>('/auth/billing', {
    query: { user_id: userId, provider: providerId },
  })
  return url
}

/** Opens the billing portal in this tab; a failure says why when the server told us. */
export function useOpenBilling() {
  return useMutation({
    mutationFn: getBillingUrl,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      const body = error instanceof ApiError ? error.body : null
      // Not a failure: this server has no billing because everything is included.
      if (body?.error.code === 'billing_not_configured') toast.info(body.error.message)
      else toast.error(body ? body.error.message : messages.billing.failed)
    },
  })
}
