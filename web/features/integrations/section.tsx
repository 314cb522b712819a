// One part of the Integrations screen (API keys, Webhooks): its heading and what it is for, its
// "New …" button, and its list.
import type { ReactNode } from 'react'

interface SectionProps {
  title: string
  description: string
  action?: ReactNode
  children: ReactNode
}

export function Section({ title, description, action, children }: SectionProps) {
  return (
    <section aria-label={title} className="mb-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-[1_1_20rem]">
          <h2 className="text-lg font-semibold tracking-tight text-zinc-900">{title}</h2>
          <p className="mt-1 text-sm text-zinc-600">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
