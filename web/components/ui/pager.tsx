// Previous / next with a range label such as "1-100"; renders nothing for a single page (spec §2).
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageCount, pageRangeLabel, showPager } from '../../../common/pagination'
import { Button } from './button'

interface PagerProps {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const { t } = useLingui()
  if (!showPager(total, pageSize)) return null
  const last = pageCount(total, pageSize)
  return (
    <nav aria-label={t`Pagination`} className="flex items-center justify-end gap-3 py-3">
      <p className="text-sm text-zinc-600 tabular-nums">{pageRangeLabel(page, pageSize, total)}</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden="true" />
        <Trans>Previous</Trans>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= last}
      >
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
