// A product as it reads in a row of a grid: its photo, its name, and "Inactive" when it is. A long
// name takes two lines at most, the whole of it on hover, so the figures beside it stay in view.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { cn } from './cn'

interface ProductLabelProps {
  name: string
  photo: string | null
  active: boolean
  /** The photo's size class; tighter grids use a smaller one. */
  photoSize?: string
  /** A line under the name, such as the price where a phone has no room for its column. */
  detail?: ReactNode
  className?: string
}

export function ProductLabel({
  name,
  photo,
  active,
  photoSize = 'size-9',
  detail,
  className,
}: ProductLabelProps) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      {photo ? (
        <img
          src={photo}
          alt=""
          className={cn(photoSize, 'shrink-0 rounded-md object-cover ring-1 ring-zinc-200')}
        />
      ) : null}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="line-clamp-2 font-medium wrap-anywhere text-zinc-900" title={name}>
            {name}
          </span>
          {active ? null : (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-600">
              <Trans>Inactive</Trans>
            </span>
          )}
        </div>
        {detail}
      </div>
    </div>
  )
}
