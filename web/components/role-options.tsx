// The options of a role select, named in the screen's language.
import { useLingui } from '@lingui/react/macro'
import type { MemberRole } from '../../common/constants'
import { ROLE_NAMES } from './role-names'

export function RoleOptions({ roles }: { roles: readonly MemberRole[] }) {
  const { i18n } = useLingui()
  return roles.map((role) => (
    <option key={role} value={role}>
      {i18n._(ROLE_NAMES[role])}
    </option>
  ))
}
