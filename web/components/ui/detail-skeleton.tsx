// What a detail screen shows while its record loads: a title bar and a panel.
import { Skeleton } from './skeleton'

export function DetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" data-testid="detail-skeleton">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-48 w-full max-w-2xl rounded-xl" />
    </div>
  )
}
