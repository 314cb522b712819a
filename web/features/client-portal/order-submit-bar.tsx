// The new order's footer: what the order comes to so far and the 'Create order' button. It
// sticks to the bottom of the screen, so on a phone the button is always under the thumb. A
// quantity beyond what an order can hold gets the sentence that says so instead of a total no
// order can have.
import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { LoaderCircle } from 'lucide-react'
import { quantityRangeError } from '../../../common/orders'
import { formatPrice } from '../../components/format'
import { Button } from '../../components/ui/button'
import { translateSentence } from '../../lib/i18n'

interface OrderSubmitBarProps {
  lines: { id: string; quantity: number; price: number }[]
  disabled: boolean
  pending: boolean
  onSubmit: () => void
}

export function OrderSubmitBar({ lines, disabled, pending, onSubmit }: OrderSubmitBarProps) {
  const items = lines.reduce((sum, line) => sum + line.quantity, 0)
  const total = lines.reduce((sum, line) => sum + line.quantity * line.price, 0)
  const rangeError = quantityRangeError(lines)
  const outOfRange = rangeError && translateSentence(rangeError)
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-between gap-4 border-t border-zinc-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none">
      {outOfRange ? (
        <p className="min-w-0 text-sm text-red-700" aria-live="polite">
          {outOfRange}
        </p>
      ) : (
        <p className="text-sm text-zinc-600 tabular-nums" aria-live="polite">
          {plural(items, { one: '# item', other: '# items' })}
          <span className="mx-1.5 text-zinc-300" aria-hidden="true">
            ·
          </span>
          <span className="font-semibold text-zinc-900 tabular-nums">{formatPrice(total)}</span>
        </p>
      )}
      <Button size="lg" onClick={onSubmit} disabled={disabled || pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        <Trans>Create order</Trans>
      </Button>
    </div>
  )
}
