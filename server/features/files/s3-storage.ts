// Uploaded files in an S3-compatible bucket (STORAGE=s3), served by the bucket itself.
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Config } from '../../config'
import type { Storage } from './storage'

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
    async exists(path) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: path }))
        return true
      } catch (error) {
        // Any other failure (credentials, network) is the server's fault, not the photo's.
        if (error instanceof NotFound) return false
        throw error
      }
    },
    urlPrefix: `${publicBase}/`,
  }
}
