// The upload contract: POST /api/provider/{id}/file answers where the file is stored.
import { z } from 'zod'

export const UploadedFile = z.object({ path: z.string(), url: z.string() })
export type UploadedFile = z.infer<typeof UploadedFile>

export const FileQuery = z.object({ file: z.string().min(1).max(300) })

/** The provider that owns a stored path ("{providerId}/{name}"). */
export const ownerOfPath = (path: string) => path.split('/')[0] ?? ''
