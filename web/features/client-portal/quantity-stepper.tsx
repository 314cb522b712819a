// The shared quantity field (spec §5 rules) between − and + buttons: on a phone, "one more" is a
// tap instead of a trip to the keyboard.
import { useLingui } from '@lingui/react/macro'
import { Minus, Plus } from 'lucide-react'
import { cn } from '../../components/cn'
import { QuantityInput } from '../../components/ui/quantity-input'

interface QuantityStepperProps {
  /** The field's text: digits only, or '' while the person is typing. */
  value: string
  onValueChange: (value: string) => void
  /** What is counted, e.g. the product's name: it names the field and its buttons. */
  name: string
  /** Beyond what one line can hold: the field is marked and the order's total says why. */
  invalid?: boolean
  className?: string
}

const stepClass =
  'flex size-10 items-center justify-center text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900 disabled:pointer-events-none disabled:opacity-40 sm:size-9 [&_svg]:size-4'

export function QuantityStepper({
  value,
  onValueChange,
  name,
  invalid,
  className,
}: QuantityStepperProps) {
  const { t } = useLingui()
  const quantity = Number(value || 0)
  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-md border border-zinc-300 bg-white shadow-xs focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/20 has-aria-invalid:border-red-500',
        className,
      )}
    >
      <button
        type="button"
        className={stepClass}
        aria-label={t`One less ${name}`}
        disabled={quantity <= 0}
        onClick={() => onValueChange(String(Math.max(0, quantity - 1)))}
      >
        <Minus aria-hidden="true" />
      </button>
      <QuantityInput
        aria-label={t`Quantity of ${name}`}
        aria-invalid={invalid || undefined}
        placeholder="0"
        value={value}
        onValueChange={onValueChange}
        // Typing replaces the 0 instead of making "05".
        onFocus={(event) => event.target.select()}
        className="h-10 w-12 [appearance:textfield] rounded-none border-0 border-x border-zinc-200 px-1 text-center shadow-none focus-visible:border-zinc-200 focus-visible:ring-0 sm:h-9 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepClass}
        aria-label={t`One more ${name}`}
        onClick={() => onValueChange(String(quantity + 1))}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  )
}
