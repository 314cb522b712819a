// POST /api/provider/{id}/file: a multipart upload, which the JSON client cannot send, so it is
// sent here with the same bearer token and the same one refresh-and-retry on 401.
import { useMutation } from '@tanstack/react-query'
import type { ErrorBody } from '../../../../common/schemas'
import type { UploadedFile } from '../../../../common/files'
import { ApiError } from '../../../api/client'
import { refreshSession } from '../../../api/refresh-session'
import { getSession } from '../../../api/session'

function send(providerId: string, file: File, accessToken: string | undefined) {
  const body = new FormData()
  body.append('file', file)
  return fetch(`/api/provider/${providerId}/file`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body,
  })
}

export async function uploadFile(providerId: string, file: File): Promise<UploadedFile> {
  const session = getSession()
  let response = await send(providerId, file, session?.access_token)
  if (response.status === 401 && session?.refresh_token) {
    const renewed = await refreshSession(session.access_token)
    if (renewed) response = await send(providerId, file, renewed.access_token)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null
    throw new ApiError(response.status, typeof body?.error?.message === 'string' ? body : null)
  }
  return (await response.json()) as UploadedFile
}

export function useUploadFile(providerId: string) {
  return useMutation({ mutationFn: (file: File) => uploadFile(providerId, file) })
}
