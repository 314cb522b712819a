import { api } from '../../../api/client'

/** DELETE /api/file?file={path}: removes a stored photo no product uses any more. */
export function deleteFile(path: string): Promise<void> {
  return api('/file', { method: 'DELETE', query: { file: path } })
}

/** Best effort: a photo left behind costs some disk space, not a failed save. */
export function discardFile(path: string) {
  deleteFile(path).catch((error: unknown) => console.warn('The photo could not be deleted.', error))
}
