// Recognises the image formats we accept by their first bytes, never by the file's name, so an
// HTML or SVG file renamed .png is refused.
export interface ImageType {
  mime: string
  extensions: string[]
}

const PNG: ImageType = { mime: 'image/png', extensions: ['png'] }
const JPEG: ImageType = { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] }
const GIF: ImageType = { mime: 'image/gif', extensions: ['gif'] }
const WEBP: ImageType = { mime: 'image/webp', extensions: ['webp'] }

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b)

export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG
  if (
    bytes
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return GIF
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return WEBP
  return null
}

export const mimeOfExtension = (ext: string) =>
  [PNG, JPEG, GIF, WEBP].find((t) => t.extensions.includes(ext.toLowerCase()))?.mime ?? null
