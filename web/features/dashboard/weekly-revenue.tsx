// Revenue by week for the last twelve weeks: bars, or the table they are drawn from.
import { useLingui } from '@lingui/react/macro'
import type { Dashboard } from '../../../common/dashboard'
import { ChartOrTable } from '../../components/charts/chart-or-table'
import { ColumnChart } from '../../components/charts/column-chart'
import { formatDay, formatMoney, formatNumber, formatPrice } from '../../components/format'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'

export function WeeklyRevenue({ weeks }: { weeks: Dashboard['revenue_by_week'] }) {
  const { t } = useLingui()
  const title = t`Revenue by week`
  const chart = (
    <ColumnChart
      title={title}
      points={weeks.map((week) => ({
        key: week.week,
        label: formatDay(week.week),
        value: week.revenue,
      }))}
      formatValue={(value) => formatMoney(value, 0)}
    />
  )
  const table = (
    <Table>
      <caption className="sr-only">{title}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{t`Week of`}</TableHead>
          <TableHead className="text-right">{t`Orders`}</TableHead>
          <TableHead className="text-right">{t`Revenue`}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {weeks.map((week) => (
          <TableRow key={week.week}>
            <TableCell className="whitespace-nowrap">{formatDay(week.week)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatNumber(week.orders)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatPrice(week.revenue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
  return <ChartOrTable title={title} chart={chart} table={table} />
}
