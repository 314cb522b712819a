// A quantity field with − and + buttons (spec §5 "Quantity inputs"): digits and editing keys only,
// negatives become positive, decimals round down, never below 0. The buttons spare phone users
// the keyboard for the usual "one more".
import { Minus, Plus } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { isQuantityKeyAllowed, normalizeQuantity } from '../../../common/quantity'
import { cn } from '../../components/cn'

interface QuantityInputProps {
  value: number
  onChange: (value: number) => void
  /** What is counted, e.g. the product's name: it names the field and its buttons. */
  name: string
  className?: string
}

function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
  // Phone keyboards often report "Unidentified" for every key; blocking those would block
  // typing altogether, and the change handler cleans up whatever gets through.
  if (event.key === 'Unidentified' || event.key === 'Process') return
  if (!isQuantityKeyAllowed(event)) event.preventDefault()
}

const stepClass =
  'flex size-10 items-center justify-center text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 disabled:pointer-events-none disabled:opacity-40 sm:size-9 [&_svg]:size-4'

export function QuantityInput({ value, onChange, name, className }: QuantityInputProps) {
  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-md border border-zinc-300 bg-white shadow-xs focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/20',
        className,
      )}
    >
      <button
        type="button"
        className={stepClass}
        aria-label={`One less ${name}`}
        disabled={value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        <Minus aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-label={`Quantity of ${name}`}
        value={value}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(normalizeQuantity(event.target.value))}
        // Typing replaces the 0 instead of making "05".
        onFocus={(event) => event.target.select()}
        className="h-10 w-12 [appearance:textfield] border-x border-zinc-200 bg-transparent text-center text-sm tabular-nums focus:outline-none sm:h-9 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepClass}
        aria-label={`One more ${name}`}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  )
}
