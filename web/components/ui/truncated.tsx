// A value cut to its column's width with an ellipsis, so a 120-character name never pushes the
// other columns out of view. The whole of it shows on hover (title) and while its row has the
// keyboard focus (the row's cells then wrap); a card on a phone shows it whole.
import { cn } from '../cn'

/** For a link or button that is itself the value, e.g. a record's name in the first cell. */
export const truncatedText =
  'block min-w-0 truncate group-focus-within/row:whitespace-normal group-focus-within/row:wrap-anywhere'

export function Truncated({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn(truncatedText, className)} title={text}>
      {text}
    </span>
  )
}
