// This month's best sellers or best clients by revenue, as bars whose names lead to their pages.
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { Dashboard } from '../../../common/dashboard'
import { RankingBars } from '../../components/charts/ranking-bars'
import { formatPrice } from '../../components/format'

interface TopListProps {
  title: string
  ranked: Dashboard['top_products']
  /** The page of one ranked record. */
  hrefOf: (id: string) => string
  testId: string
}

export function TopList({ title, ranked, hrefOf, testId }: TopListProps) {
  const { t } = useLingui()
  if (ranked.length === 0)
    return <p className="text-sm text-zinc-600">{t`No sales this month yet.`}</p>
  return (
    <RankingBars
      title={title}
      data-testid={testId}
      bars={ranked.map((row) => ({
        key: row.id,
        name: row.name,
        value: row.revenue,
        formatted: formatPrice(row.revenue),
        link: (children, className) => (
          <Link to={hrefOf(row.id)} className={className}>
            {children}
          </Link>
        ),
      }))}
    />
  )
}
