// The pencil button in a record screen's header that opens its "Edit …" drawer; the label is its
// accessible name.
import { Pencil } from 'lucide-react'
import { Button } from './button'

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="icon" aria-label={label} onClick={onClick}>
      <Pencil aria-hidden="true" />
    </Button>
  )
}
