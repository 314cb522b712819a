// An answer's table, with the chart it makes (answer-chart.ts) above it when it makes one: a
// toggle between the two, the table staying what screen readers get.
import type { AssistantResponse, TableData } from '../../../common/assistant'
import { ChartOrTable } from '../../components/charts/chart-or-table'
import { ColumnChart } from '../../components/charts/column-chart'
import { RankingBars } from '../../components/charts/ranking-bars'
import { chartOf } from './answer-chart'
import { AnswerTable } from './answer-table'
import { formatCell } from './format-cell'

interface AnswerViewProps {
  table: TableData
  details: AssistantResponse['query_details'] | null
  label: string
}

export function AnswerView({ table, details, label }: AnswerViewProps) {
  const answerTable = <AnswerTable table={table} label={label} />
  const chart = chartOf(table, details?.analytical_intent.analysis_type)
  if (!chart) return answerTable
  const picture =
    chart.kind === 'columns' ? (
      <ColumnChart
        title={chart.title}
        points={chart.points}
        formatValue={(value) => formatCell(value, chart.valueType)}
        height={180}
      />
    ) : (
      <RankingBars
        title={chart.title}
        bars={chart.points.map((point) => ({ ...point, name: point.label }))}
      />
    )
  return <ChartOrTable title={chart.title} chart={picture} table={answerTable} />
}
