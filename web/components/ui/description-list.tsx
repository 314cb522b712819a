// Label / value pairs of a detail screen ("Price $12.50", "Color Not specified").
import type { ReactNode } from 'react'
import { formatFieldValue, type Field } from '../../../common/custom-fields'
import { cn } from '../cn'

export interface DescriptionItem {
  label: string
  value: ReactNode
  /** Greyed, e.g. "Not set" for an empty custom field. */
  muted?: boolean
}

export function DescriptionList({
  items,
  className,
}: {
  items: DescriptionItem[]
  className?: string
}) {
  return (
    <dl className={cn('divide-y divide-zinc-100', className)}>
      {items.map((item, index) => (
        <div
          key={`${index}-${item.label}`}
          className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4"
        >
          <dt className="text-sm font-medium text-zinc-600">{item.label}</dt>
          <dd
            className={cn(
              'text-sm break-words sm:col-span-2',
              item.muted ? 'text-zinc-500 italic' : 'text-zinc-900',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A record's custom field values as items; an empty one reads `unset` ("Not set"), greyed. */
export function fieldValueItems(
  fields: Field[] | undefined,
  values: Record<string, unknown>,
  unset: string,
): DescriptionItem[] {
  return (fields ?? []).map((field) => {
    const value = formatFieldValue(field.field_type, values[field.id])
    return { label: field.field_label, value: value ?? unset, muted: value === null }
  })
}
