// A list's search field. What is typed reaches the list once the typing pauses (one request a
// pause, not one a key) or at once on Enter; the list's search itself lives in the address.
import { Search } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useState } from 'react'
import { cn } from '../cn'
import { Input } from './input'

const PAUSE_MS = 250
/** The longest search the API takes. */
const MAX_LENGTH = 100

interface SearchBoxProps {
  /** The field's accessible name, e.g. "Search products". */
  label: string
  placeholder?: string
  /** The search the list shows now. */
  value: string
  onSearch: (text: string) => void
  className?: string
}

export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState(value)
  // The search changed elsewhere (Back, "Clear search"): show it. One this field sent shows
  // already, and the person may have typed on since.
  if (value !== seen) {
    setSeen(value)
    if (value !== sent) {
      setSent(value)
      setText(value)
    }
  }
  const wanted = text.trim()
  const send = (search: string) => {
    setSent(search)
    onSearch(search)
  }
  const sendLater = useEffectEvent(send)
  useEffect(() => {
    if (wanted === value) return
    const timer = setTimeout(() => sendLater(wanted), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [wanted, value])

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault()
        if (wanted !== value) send(wanted)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={MAX_LENGTH}
        placeholder={placeholder ?? `${label}…`}
        autoComplete="off"
        className="pl-9"
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  )
}
