import { ApiError } from '../../api/client'

/** The server's own explanation of a refused form (e.g. "email already exists"), if any. */
export function errorDetail(error: unknown, statuses: number[]): string | null {
  if (!(error instanceof ApiError) || !error.body || !statuses.includes(error.status)) return null
  const { message, fields } = error.body.error
  return fields ? Object.values(fields).join(' ') : message
}
