// A series over time as vertical bars (visx: SVG drawn by React, nothing else loaded). The chart
// is a picture for the eye: the table beside it (chart-or-table.tsx) is the source of truth and
// what a screen reader reads, so the SVG is one image named by its title.
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { useWidth } from './use-width'

export interface ChartPoint {
  /** Unique along the series (a day, a week's first day). */
  key: string
  /** The point's name under its bar, e.g. a formatted date. */
  label: string
  value: number
}

interface ColumnChartProps {
  title: string
  points: ChartPoint[]
  /** The value axis' ticks, formatted as the table formats the values. */
  formatValue: (value: number) => string
  height?: number
}

const MARGIN = { top: 8, right: 32, bottom: 28, left: 64 }
/** Room a label under a bar needs, so labels never overlap on a phone. */
const LABEL_WIDTH = 84

export function ColumnChart({ title, points, formatValue, height = 220 }: ColumnChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = height - MARGIN.top - MARGIN.bottom
  const x = scaleBand<string>({
    domain: points.map((p) => p.key),
    range: [0, innerWidth],
    padding: 0.25,
  })
  const max = Math.max(0, ...points.map((p) => p.value))
  const min = Math.min(0, ...points.map((p) => p.value))
  const y = scaleLinear<number>({
    domain: [min, max === min ? min + 1 : max],
    range: [innerHeight, 0],
    nice: true,
  })
  const every = Math.max(1, Math.ceil((points.length * LABEL_WIDTH) / Math.max(innerWidth, 1)))
  // The last point (the current period) always keeps its label; the others thin out from it.
  const shown = points.filter((_, i) => (points.length - 1 - i) % every === 0).map((p) => p.key)
  const labelOf = new Map(points.map((p) => [p.key, p.label]))

  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <svg width={width} height={height} role="img" aria-label={title} data-chart="columns">
          <title>{title}</title>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {points.map((point) => {
              const top = y(Math.max(point.value, 0))
              const barHeight = Math.abs(y(point.value) - y(0))
              return (
                <Bar
                  key={point.key}
                  data-mark=""
                  x={x(point.key) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={barHeight}
                  rx={2}
                  className="fill-brand-600"
                >
                  <title>{`${point.label}: ${formatValue(point.value)}`}</title>
                </Bar>
              )
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(value) => formatValue(Number(value))}
              stroke="#d4d4d8"
              tickStroke="#d4d4d8"
              tickLabelProps={{ fill: '#52525b', fontSize: 11, textAnchor: 'end', dx: -4 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={shown}
              tickFormat={(key) => labelOf.get(key) ?? ''}
              stroke="#d4d4d8"
              tickStroke="#d4d4d8"
              tickLabelProps={{ fill: '#52525b', fontSize: 11, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      ) : (
        <div style={{ height }} />
      )}
    </div>
  )
}
