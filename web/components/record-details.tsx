// The Details panel of a record's screen: its label / value pairs, then under a line the flags
// that save as soon as they are flipped (Active, Default).
import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SectionCard } from './ui/card'
import { DescriptionList, type DescriptionItem } from './ui/description-list'
import { SavedSwitch } from './ui/saved-switch'

/** A flag of the record, saved by a change of that one key. */
interface Flag<C> {
  key: keyof C & string
  label: string
  description: string
  checked: boolean
}

/**
 * The Active flag, which every record with one explains in its own words; `label` where the
 * record's language makes the word agree with it.
 */
export const activeFlag = <C extends { active?: boolean }>(
  description: string,
  checked: boolean,
  label = t`Active`,
): Flag<C> => ({ key: 'active', label, description, checked })

type RecordDetailsProps<C> = {
  items: DescriptionItem[]
  className?: string
  /** More under the line, e.g. a flag kept on another record. */
  children?: ReactNode
} & (
  | {
      /** The record's update, the sentences of a saved and a failed change, and its flags. */
      update: UseMutationResult<unknown, Error, C>
      said: { updated: string; updateFailed: string }
      flags: Flag<C>[]
      /** The flags show but cannot be flipped (a role that may not edit the record). */
      locked?: boolean
    }
  | { update?: undefined; said?: undefined; flags?: undefined }
)

export function RecordDetails<C>({ items, className, children, ...saving }: RecordDetailsProps<C>) {
  const { t } = useLingui()
  return (
    <SectionCard title={t`Details`} className={className} contentClassName="space-y-6">
      <DescriptionList items={items} />
      <div className="space-y-5 border-t border-zinc-100 pt-5">
        {saving.flags?.map(({ key, ...flag }) => (
          <SavedSwitch
            key={key}
            id={`record-${key}`}
            {...flag}
            update={saving.update}
            // The changes are the record's optional fields: one of them is a change.
            change={(on) => ({ [key]: on }) as C}
            flagOf={(change) => change[key] as boolean | undefined}
            said={saving.said}
            locked={saving.locked}
          />
        ))}
        {children}
      </div>
    </SectionCard>
  )
}
