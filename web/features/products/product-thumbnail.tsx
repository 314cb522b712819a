import { ImageIcon } from 'lucide-react'
import { cn } from '../../components/cn'

/** The small photo beside a product's name; decorative, since the name follows. */
export function ProductThumbnail({
  photo,
  className,
}: {
  photo: string | null
  className?: string
}) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-zinc-200 bg-zinc-50',
        className,
      )}
    >
      {photo ? (
        <img src={photo} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <ImageIcon className="size-4 text-zinc-400" aria-hidden="true" />
      )}
    </span>
  )
}
