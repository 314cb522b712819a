import { Package } from 'lucide-react'
import { cn } from '../../components/cn'

/** A product's photo, or a neutral placeholder; decorative, since the name stands beside it. */
export function ProductPhoto({ src, className }: { src: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-100 text-zinc-400 ring-1 ring-zinc-200',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Package className="size-5" aria-hidden="true" />
      )}
    </span>
  )
}
