// A switch that saves as soon as it is flipped (a record's Active or Default flag): it shows the
// value being saved meanwhile, waits for the answer, and says how the save went (spec §2).
import type { UseMutationResult } from '@tanstack/react-query'
import { toast } from 'sonner'
import { SwitchField } from './switch'

interface SavedSwitchProps<C> {
  id: string
  label: string
  description: string
  /** The saved value. */
  checked: boolean
  /** The record's update. */
  update: UseMutationResult<unknown, Error, C>
  /** The change that turns the flag on or off. */
  change: (on: boolean) => C
  /** The flag a change sets; undefined when it sets another one. */
  flagOf: (change: C) => boolean | undefined
  /** The sentences of a saved and of a failed change. */
  said: { updated: string; updateFailed: string }
  /** Shown, not changeable (a role that may not edit the record). */
  locked?: boolean | undefined
}

export function SavedSwitch<C>({
  id,
  label,
  description,
  checked,
  update,
  change,
  flagOf,
  said,
  locked = false,
}: SavedSwitchProps<C>) {
  const pending = update.isPending ? flagOf(update.variables) : undefined
  return (
    <SwitchField
      id={id}
      label={label}
      description={description}
      checked={pending ?? checked}
      onCheckedChange={(on) =>
        update.mutate(change(on), {
          onSuccess: () => toast.success(said.updated),
          onError: () => toast.error(said.updateFailed),
        })
      }
      disabled={locked || update.isPending}
    />
  )
}
