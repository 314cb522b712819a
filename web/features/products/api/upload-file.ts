// POST /api/provider/{id}/file: a multipart upload, which the JSON client cannot send, so it is
// sent here with the same bearer token and the same one refresh-and-retry on 401.
import type { ErrorBody } from '../../../../common/schemas'
import type { UploadedFile } from '../../../../common/files'
import { ApiError } from '../../../api/client'
import { idempotencyHeader } from '../../../api/idempotency-key'
import { refreshSession } from '../../../api/refresh-session'
import { getSession } from '../../../api/session'
import { useCreateMutation } from '../../../api/use-create-mutation'
import { activeLocale } from '../../../lib/i18n'

function send(providerId: string, file: File, idempotencyKey: string, accessToken?: string) {
  const body = new FormData()
  body.append('file', file)
  return fetch(`/api/provider/${providerId}/file`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      // The refusals (no photos on the plan, too large) in the screen's language, as api() asks.
      'Accept-Language': activeLocale(),
      ...idempotencyHeader(idempotencyKey),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body,
  })
}

export async function uploadFile(
  providerId: string,
  file: File,
  idempotencyKey: string,
): Promise<UploadedFile> {
  const session = getSession()
  let response = await send(providerId, file, idempotencyKey, session?.access_token)
  if (response.status === 401 && session?.refresh_token) {
    const renewed = await refreshSession(session.access_token)
    if (renewed) response = await send(providerId, file, idempotencyKey, renewed.access_token)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null
    throw new ApiError(response.status, typeof body?.error?.message === 'string' ? body : null)
  }
  return (await response.json()) as UploadedFile
}

export function useUploadFile(providerId: string) {
  return useCreateMutation({
    mutationFn: (file: File, idempotencyKey: string) =>
      uploadFile(providerId, file, idempotencyKey),
    // The same file chosen again (after an upload whose answer was lost) is the same upload.
    contentOf: (file) => [file.name, file.size, file.type, file.lastModified],
  })
}
