// POST /api/provider/{id}/import/{kind}: the file with its mapping and the rows to skip, as a
// multipart form the JSON client cannot send. Sent with XMLHttpRequest, which alone tells how much
// of a file has gone up (fetch does not), with the same bearer token and one refresh-and-retry on
// 401 as every request.
import type { ImportKind, ImportReport } from '../../../../common/imports'
import type { ErrorBody } from '../../../../common/schemas'
import { ApiError } from '../../../api/client'
import { refreshSession } from '../../../api/refresh-session'
import { getSession } from '../../../api/session'
import { activeLocale } from '../../../lib/i18n'

export interface ImportRequest {
  providerId: string
  kind: ImportKind
  file: File
  mapping: (string | null)[]
  skipRows: number[]
  dryRun: boolean
}

/** How much of the file has been sent, from 0 to 1; at 1 the server is reading it. */
export type OnProgress = (sent: number) => void

interface Answer {
  status: number
  body: unknown
}

function send(request: ImportRequest, onProgress: OnProgress, accessToken?: string) {
  const form = new FormData()
  // The server reads the fields that come before the file.
  form.append('mapping', JSON.stringify(request.mapping))
  if (request.skipRows.length > 0) form.append('skip_rows', JSON.stringify(request.skipRows))
  form.append('file', request.file)
  const query = request.dryRun ? '?dry_run=true' : ''
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/provider/${request.providerId}/import/${request.kind}${query}`)
    xhr.setRequestHeader('Accept', 'application/json')
    // An error body in the screen's language, as the JSON client asks (not the browser's).
    xhr.setRequestHeader('Accept-Language', activeLocale())
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.upload.onload = () => onProgress(1)
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // Not JSON (a proxy's error page): the status alone says what happened.
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => reject(new Error('The file could not be sent, please try again.'))
    xhr.send(form)
  })
}

export async function importFile(
  request: ImportRequest,
  onProgress: OnProgress,
): Promise<ImportReport> {
  const session = getSession()
  let answer = await send(request, onProgress, session?.access_token)
  if (answer.status === 401 && session?.refresh_token) {
    const renewed = await refreshSession(session.access_token)
    if (renewed) answer = await send(request, onProgress, renewed.access_token)
  }
  if (answer.status < 200 || answer.status >= 300) {
    const body = answer.body as Partial<ErrorBody> | null
    throw new ApiError(
      answer.status,
      typeof body?.error?.message === 'string' ? (body as ErrorBody) : null,
    )
  }
  return answer.body as ImportReport
}
