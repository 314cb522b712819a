// Where uploaded files live: a folder under DATA_DIR by default, or an S3-compatible bucket.
// Both answer the same interface; paths are "{providerId}/{random}.{ext}".
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Config } from '../../config'

export interface Storage {
  put(path: string, body: Buffer, contentType: string): Promise<void>
  delete(path: string): Promise<void>
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
    urlPrefix: LOCAL_FILES_PREFIX,
    async read(path) {
      return readFile(fileOf(path)).catch(() => null)
    },
  }
}

export function s3Storage(config: Config): Storage {
  const client = new S3Client({
    region: config.S3_REGION ?? 'us-east-1',
    ...(config.S3_ENDPOINT && { endpoint: config.S3_ENDPOINT, forcePathStyle: true }),
    ...(config.S3_ACCESS_KEY_ID &&
      config.S3_SECRET_ACCESS_KEY && {
        credentials: {
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        },
      }),
  })
  const bucket = config.S3_BUCKET!
  const publicBase = (
    config.S3_PUBLIC_URL ?? `${config.S3_ENDPOINT ?? `https://${bucket}.s3.amazonaws.com`}`
  ).replace(/\/$/, '')
  return {
    async put(path, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: path, Body: body, ContentType: contentType }),
      )
    },
    async delete(path) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: path }))
    },
    urlPrefix: `${publicBase}/`,
  }
}

export function createStorage(config: Config): Storage {
  return config.STORAGE === 's3'
    ? s3Storage(config)
    : localStorage(join(config.DATA_DIR, 'uploads'))
}
