import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

/** The inline error of an auth form; role="alert" so screen readers announce it at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-0.5">{children}</div>
    </div>
  )
}
