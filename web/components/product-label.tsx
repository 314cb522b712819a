// A product as it reads in a row of a grid: its photo, its name, and "Inactive" when it is.
import { cn } from './cn'

interface ProductLabelProps {
  name: string
  photo: string | null
  active: boolean
  /** The photo's size class; tighter grids use a smaller one. */
  photoSize?: string
}

export function ProductLabel({ name, photo, active, photoSize = 'size-9' }: ProductLabelProps) {
  return (
    <div className="flex items-center gap-3">
      {photo ? (
        <img
          src={photo}
          alt=""
          className={cn(photoSize, 'shrink-0 rounded-md object-cover ring-1 ring-zinc-200')}
        />
      ) : null}
      <span className="font-medium text-zinc-900">{name}</span>
      {active ? null : (
        <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-600">Inactive</span>
      )}
    </div>
  )
}
