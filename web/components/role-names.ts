// The member roles as every screen names them, in the screen's language (common/team.ts's
// ROLE_LABELS are the English the server writes).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MemberRole } from '../../common/constants'

export const ROLE_NAMES: Record<MemberRole, MessageDescriptor> = {
  owner: msg`Owner`,
  manager: msg`Manager`,
  staff: msg`Staff`,
  viewer: msg`Viewer`,
}
