// A styled native <select>: the platform's own picker on phones, full keyboard support, and
// Playwright's selectOption works on it as on any form control.
import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../cn'
import { Label } from './label'

export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="flex h-10 w-full appearance-none rounded-md border border-zinc-300 bg-white py-2 pr-9 pl-3 text-sm shadow-xs transition-colors focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/20 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
    </div>
  )
}

export interface SelectOption {
  value: string
  label: string
}

/** The choices of records: each one's id, named by its name. */
export const recordOptions = (records: { id: string; name: string }[]): SelectOption[] =>
  records.map((record) => ({ value: record.id, label: record.name }))

interface SelectFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The first choice, whose value is empty: "All", "Select a location"… */
  placeholder?: string
  options: SelectOption[]
  className?: string
}

/** A labelled select: a filter, or a choice of a form. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  placeholder,
  options,
  className,
}: SelectFieldProps) {
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  )
}
