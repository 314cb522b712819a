// The back button of detail screens: either a fixed place (`to`) or the previous page, with a
// fallback when the page was opened directly (no earlier entry of ours in the history).
import { useLingui } from '@lingui/react/macro'
import { ArrowLeft } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Button } from './button'

type BackButtonProps = { label?: string } & ({ to: string } | { fallback: string })

export function BackButton({ label, ...target }: BackButtonProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const content = (
    <>
      <ArrowLeft aria-hidden="true" />
      {label ?? t`Back`}
    </>
  )
  if ('to' in target) {
    return (
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2">
        <Link to={target.to}>{content}</Link>
      </Button>
    )
  }
  const goBack = () => {
    // React Router numbers its history entries; idx 0 is the first page of this tab.
    const state = window.history.state as { idx?: number } | null
    if ((state?.idx ?? 0) > 0) void navigate(-1)
    else void navigate(target.fallback)
  }
  return (
    <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={goBack}>
      {content}
    </Button>
  )
}
