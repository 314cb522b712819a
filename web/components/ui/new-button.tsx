// The plus button in a list screen's header that starts a new record, in a drawer (`onClick`)
// or on a page of its own (`to`); its label is its accessible name.
import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from './button'

type NewButtonProps = { label: string } & ({ onClick: () => void } | { to: string })

export function NewButton({ label, ...target }: NewButtonProps) {
  if ('to' in target) {
    return (
      <Button asChild size="icon" aria-label={label}>
        <Link to={target.to}>
          <Plus aria-hidden="true" />
        </Link>
      </Button>
    )
  }
  return (
    <Button size="icon" aria-label={label} onClick={target.onClick}>
      <Plus aria-hidden="true" />
    </Button>
  )
}
