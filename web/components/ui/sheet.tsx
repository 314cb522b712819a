// A panel that slides in from a screen edge (the mobile menu, the "New location" drawer…),
// built on Radix Dialog so focus trapping, Escape and scroll locking come for free.
import { useLingui } from '@lingui/react/macro'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../cn'

export const Sheet = Dialog.Root
export const SheetTrigger = Dialog.Trigger
export const SheetClose = Dialog.Close

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full flex-col bg-white shadow-xl focus:outline-none',
  {
    variants: {
      side: {
        left: 'left-0 w-72 max-w-[85vw] border-r border-zinc-200 data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
        right:
          'right-0 w-full max-w-md border-l border-zinc-200 data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

type SheetContentProps = ComponentProps<typeof Dialog.Content> &
  VariantProps<typeof sheetVariants> & {
    title: string
    /** Hide the title visually when the content already makes the purpose obvious. */
    hideTitle?: boolean
    description?: string
  }

export function SheetContent({
  side,
  title,
  hideTitle = false,
  description,
  className,
  children,
  ...props
}: SheetContentProps) {
  const { t } = useLingui()
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <Dialog.Content
        className={cn(sheetVariants({ side }), className)}
        // Without a description Radix warns unless aria-describedby is explicitly cleared.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={cn('flex items-start gap-4 px-6 pt-5', hideTitle && 'sr-only')}>
          <div className="flex-1">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-zinc-600">
                {description}
              </Dialog.Description>
            ) : null}
          </div>
        </div>
        {children}
        <Dialog.Close
          aria-label={t`Close`}
          className="absolute top-4 right-4 rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  )
}
