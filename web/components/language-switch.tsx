// The language switch of the landing page and both shells: each language named in itself.
import { useLingui } from '@lingui/react/macro'
import { Languages } from 'lucide-react'
import { activeLocale, type Locale } from '../lib/i18n'
import { LocaleOptions } from './locale-options'
import { cn } from './cn'

export function LanguageSwitch({
  onChange,
  className,
}: {
  onChange: (locale: Locale) => void
  className?: string
}) {
  const { t } = useLingui()
  return (
    <label className={cn('inline-flex items-center gap-1.5 text-sm text-zinc-600', className)}>
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t`Language`}</span>
      <select
        value={activeLocale()}
        onChange={(event) => onChange(event.target.value as Locale)}
        className="rounded-md border border-transparent bg-transparent py-1 pr-1 text-sm hover:border-zinc-200 focus-visible:border-zinc-300 focus-visible:outline-none"
      >
        <LocaleOptions />
      </select>
    </label>
  )
}
