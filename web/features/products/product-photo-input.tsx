// The Image field of the product drawer: an Upload button, the photo, and a Remove link when there
// is one (spec §2). The size is checked before sending (spec §5); the server checks it again.
import { Trans, useLingui } from '@lingui/react/macro'
import { ImageIcon, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { PHOTO_MAX_BYTES } from '../../../common/constants'
import type { UploadedFile } from '../../../common/files'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { useMessages } from '../../lib/locale-provider'
import { useUploadFile } from './api/upload-file'

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif'

interface ProductPhotoInputProps {
  providerId: string
  value: UploadedFile | null
  onChange: (photo: UploadedFile | null) => void
  /** Told of every stored upload, so the drawer can delete the ones it does not keep. */
  onUploaded: (path: string) => void
  /** A message from the server about the saved photo. */
  error?: string | undefined
}

export function ProductPhotoInput({
  providerId,
  value,
  onChange,
  onUploaded,
  error,
}: ProductPhotoInputProps) {
  const { t } = useLingui()
  const m = useMessages().file
  const upload = useUploadFile(providerId)
  const fileInput = useRef<HTMLInputElement>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const shownError = uploadError ?? error

  const onFile = (file: File | undefined) => {
    setUploadError(null)
    if (!file) return
    if (file.size > PHOTO_MAX_BYTES) {
      setUploadError(m.photoTooLarge)
      return
    }
    upload.mutate(file, {
      onSuccess: (stored) => {
        onUploaded(stored.path)
        onChange(stored)
      },
      // 402 (no photos on this plan), 413, 415…: the server says what went wrong.
      onError: (e) =>
        setUploadError(
          e instanceof ApiError && e.body
            ? e.body.error.message
            : t`The photo could not be uploaded, please try again.`,
        ),
    })
  }

  return (
    <div role="group" aria-labelledby="product-image-label" className="grid gap-2">
      <span id="product-image-label" className="text-sm leading-none font-medium text-zinc-800">
        <Trans>Image</Trans>
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50">
          {value ? (
            <img
              src={value.url}
              alt={t`Preview of the chosen file`}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon className="size-6 text-zinc-400" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? (
              <Spinner className="[&_svg]:size-4" label={t`Uploading`} />
            ) : (
              <Upload aria-hidden="true" />
            )}
            <Trans>Upload</Trans>
          </Button>
          {value ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="text-red-700"
              onClick={() => {
                setUploadError(null)
                onChange(null)
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          ) : (
            <p className="text-xs text-zinc-600">
              <Trans>PNG, JPEG, WebP or GIF, up to 2 MB.</Trans>
            </p>
          )}
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED}
        className="hidden"
        tabIndex={-1}
        aria-label={t`Image file`}
        onChange={(e) => {
          onFile(e.target.files?.[0])
          // Choosing the same file again must fire a change again.
          e.target.value = ''
        }}
      />
      {shownError ? (
        <p role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}
