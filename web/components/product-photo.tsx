// A product's photo in a frame of its own size, or a neutral placeholder; decorative, since the
// product's name stands beside it.
import { ImageIcon, Package } from 'lucide-react'
import { cn } from './cn'

const looks = {
  /** The client portal's tile. */
  tile: {
    frame:
      'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-100 text-zinc-400 ring-1 ring-zinc-200',
    placeholder: <Package className="size-5" aria-hidden="true" />,
  },
  /** The products list's thumbnail. */
  thumbnail: {
    frame:
      'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-zinc-200 bg-zinc-50',
    placeholder: <ImageIcon className="size-4 text-zinc-400" aria-hidden="true" />,
  },
}

interface ProductPhotoProps {
  src: string | null
  look: keyof typeof looks
  className?: string
}

export function ProductPhoto({ src, look, className }: ProductPhotoProps) {
  const { frame, placeholder } = looks[look]
  return (
    <span className={cn(frame, className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        placeholder
      )}
    </span>
  )
}
