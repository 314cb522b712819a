import { cn } from './cn'

/** The Stockline mark and word; the mark alone is decorative, the word names the product. */
/** The product's name, the same in every language. */
const BRAND = 'Stockline'

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M9 20.5l4.5-4.5 3.5 3.5L23 13.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg">{BRAND}</span>
    </span>
  )
}
