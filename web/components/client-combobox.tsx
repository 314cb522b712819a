// The Client field of New order: type part of a client's name or email and pick one with the
// mouse or the keyboard. The WAI-ARIA combobox pattern: a text box that controls a listbox popup,
// ↑/↓ move through the matches, Enter picks, Escape closes and puts the chosen name back. The
// list sits on a Radix popover, so the card around the field never cuts it off. The matches come
// from a searched list (use-searched-list.ts), on the server for a shop with many clients; the
// chosen client is kept whole, so its name stays whatever a later search finds.
import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Check, ChevronDown } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from './cn'
import { Label } from './ui/label'
import type { SearchedList } from './use-searched-list'
import { useWhenSettled } from './use-when-settled'

export interface ComboboxClient {
  id: string
  name: string
  email: string
}

interface ClientComboboxProps {
  id: string
  label: string
  /** What the empty field says, e.g. 'Select a client'. */
  placeholder: string
  clients: SearchedList<ComboboxClient>
  /** The chosen client, or null. */
  value: ComboboxClient | null
  onChange: (client: ComboboxClient) => void
}

export function ClientCombobox({
  id,
  label,
  placeholder,
  clients,
  value,
  onChange,
}: ClientComboboxProps) {
  const labelId = useId()
  const listId = useId()
  const anchor = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  // Whether the person typed since the field took the focus; if not, it shows the chosen name.
  const [typing, setTyping] = useState(false)
  const [active, setActive] = useState(0)

  const options = clients.matches ?? []
  const { search: clientSearch, unshown } = clients
  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined
  const optionId = (clientId: string) => `${listId}-${clientId}`

  const activeId = activeOption ? optionId(activeOption.id) : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  // A pick leaves the chosen name selected, so typing again starts a new search.
  useEffect(() => {
    if (document.activeElement === input.current) input.current?.select()
  }, [value])

  const close = () => {
    setOpen(false)
    setTyping(false)
    clients.setSearch('')
  }
  const pick = (client: ComboboxClient) => {
    onChange(client)
    close()
  }
  const pickActive = useWhenSettled(clients.busy, () => {
    if (activeOption) pick(activeOption)
  })
  const openList = () => {
    if (open) return
    setOpen(true)
    setActive(
      Math.max(
        0,
        options.findIndex((client) => client.id === value?.id),
      ),
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return openList()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => Math.min(Math.max(Math.min(index, last) + step, 0), last))
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted client; it must not send the form around the field.
      event.preventDefault()
      pickActive.request()
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} id={labelId}>
        {label}
      </Label>
      <Popover.Root open={open} onOpenChange={(next) => (next ? openList() : close())}>
        <Popover.Anchor asChild>
          <div ref={anchor} className="relative">
            <input
              ref={input}
              id={id}
              role="combobox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              value={typing ? clients.search : (value?.name ?? '')}
              placeholder={placeholder}
              onChange={(event) => {
                pickActive.cancel()
                setTyping(true)
                clients.setSearch(event.target.value)
                setOpen(true)
                setActive(0)
              }}
              // Typing replaces the chosen name instead of adding to it.
              onFocus={(event) => event.target.select()}
              onClick={openList}
              onKeyDown={onKeyDown}
              onBlur={close}
              className="flex h-10 w-full rounded-md border border-zinc-300 bg-white py-2 pr-9 pl-3 text-sm shadow-xs transition-colors placeholder:text-zinc-500 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/20 focus-visible:outline-none"
            />
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
              aria-hidden="true"
            />
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            // Not a dialog: a frame around the listbox the text box controls.
            role="presentation"
            align="start"
            sideOffset={4}
            // The focus stays in the text box the whole time the list is open.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              if (anchor.current?.contains(event.target as Node)) event.preventDefault()
            }}
            onMouseDown={(event) => event.preventDefault()}
            className="z-50 w-(--radix-popover-trigger-width) overflow-hidden rounded-md border border-zinc-200 bg-white shadow-lg"
          >
            {clients.matches?.length === 0 && !clients.busy ? (
              <p className="px-3 py-2.5 text-sm text-zinc-600">
                <Trans>No client matches “{clientSearch}”.</Trans>
              </p>
            ) : null}
            <ul
              id={listId}
              role="listbox"
              aria-labelledby={labelId}
              aria-busy={clients.busy || !clients.matches || undefined}
              className={cn(
                'max-h-[min(18rem,var(--radix-popover-content-available-height))] overflow-y-auto p-1 transition-opacity',
                clients.busy && 'opacity-60',
              )}
            >
              {options.map((client, index) => (
                // The keyboard acts through the text box (aria-activedescendant); the mouse here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={client.id}
                  id={optionId(client.id)}
                  role="option"
                  aria-selected={client.id === value?.id}
                  data-active={client === activeOption || undefined}
                  onClick={() => pick(client)}
                  onMouseMove={() => setActive(index)}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[active=true]:bg-zinc-100"
                >
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium text-zinc-900">{client.name}</span>
                    <span className="truncate text-xs text-zinc-600">{client.email}</span>
                  </span>
                  <Check
                    className={cn('size-4 text-brand-600', client.id !== value?.id && 'invisible')}
                    aria-hidden="true"
                  />
                </li>
              ))}
            </ul>
            {clients.unshown > 0 ? (
              <p className="border-t border-zinc-100 px-3 py-2 text-xs text-zinc-600">
                {plural(unshown, {
                  one: '# more client matches: type more of a name or email.',
                  other: '# more clients match: type more of a name or email.',
                })}
              </p>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}
