// A whole-number input that follows the quantity rules of spec §5: only digits and editing keys
// (plus ctrl/meta with a, c, v, x); a negative becomes its absolute value, a decimal is rounded
// down, the minimum is 0. An emptied field stays empty while the person types, and digits stay as
// typed, so a 21-digit number reads as typed (not 1e+21) in the field and in its range message.
import type { ComponentProps } from 'react'
import { isQuantityKeyAllowed, normalizeQuantity } from '../../../common/quantity'
import { cn } from '../cn'
import { Input } from './input'

type QuantityInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string
  onValueChange: (value: string) => void
}

export function QuantityInput({ value, onValueChange, className, ...props }: QuantityInputProps) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={value}
      onKeyDown={(e) => {
        if (!isQuantityKeyAllowed(e)) e.preventDefault()
      }}
      onChange={(e) => {
        const raw = e.target.value
        if (raw === '' || /^\d+$/.test(raw)) onValueChange(raw.replace(/^0+(?=\d)/, ''))
        else onValueChange(String(normalizeQuantity(raw)))
      }}
      className={cn('w-24 text-right tabular-nums', className)}
      {...props}
    />
  )
}
