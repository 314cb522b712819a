// The menu drawer of small screens, with the dialog machinery it needs: loaded when the menu
// button is about to be used, not with the page (app-shell.tsx).
import { useLingui } from '@lingui/react/macro'
import type { ReactNode, RefObject } from 'react'
import { Sheet, SheetContent } from '../../components/ui/sheet'

interface MenuDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: the focus goes back to it when the drawer closes. */
  button: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

export function MenuDrawer({ open, onOpenChange, button, children }: MenuDrawerProps) {
  const { t } = useLingui()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        title={t`Menu`}
        hideTitle
        className="bg-zinc-50"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          button.current?.focus()
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  )
}
