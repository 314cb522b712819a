// Where uploaded files live: a folder under DATA_DIR by default, or an S3-compatible bucket.
// Both answer the same interface; paths are "{providerId}/{random}.{ext}".
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Config } from '../../config'

export interface Storage {
  put(path: string, body: Buffer, contentType: string): Promise<void>
  delete(path: string): Promise<void>
  exists(path: string): Promise<boolean>
  /** What comes before a file's path in the address a browser loads it from. */
  urlPrefix: string
  /** Reads a file back (local storage only; S3 files are served by the bucket). */
  read?(path: string): Promise<Buffer | null>
}

export const LOCAL_FILES_PREFIX = '/files/'

/** The address a browser loads a stored file from (SQL writes the same as `urlPrefix || path`). */
export const fileUrl = (storage: Storage, path: string) => `${storage.urlPrefix}${path}`

export function localStorage(root: string): Storage {
  const base = resolve(root)
  const fileOf = (path: string) => {
    const file = resolve(base, path)
    if (!file.startsWith(base + sep)) throw new Error('path escapes the storage folder')
    return file
  }
  return {
    async put(path, body) {
      const file = fileOf(path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, body)
    },
    async delete(path) {
      await rm(fileOf(path), { force: true })
    },
    async exists(path) {
      return stat(fileOf(path)).then(
        (found) => found.isFile(),
        () => false,
      )
    },
    urlPrefix: LOCAL_FILES_PREFIX,
    async read(path) {
      return readFile(fileOf(path)).catch(() => null)
    },
  }
}

/** The S3 client is loaded only when configured: it is a large library to load at every start. */
export async function createStorage(config: Config): Promise<Storage> {
  return config.STORAGE === 's3'
    ? (await import('./s3-storage')).s3Storage(config)
    : localStorage(join(config.DATA_DIR, 'uploads'))
}
