// "What each role can do", under the list, so whoever picks a role sees what it allows: the
// permission matrix of common/team.ts in a sentence a role.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MemberRole } from '../../../common/constants'
import { MEMBER_ROLES } from '../../../common/constants'
import { SectionCard } from '../../components/ui/card'
import { DescriptionList } from '../../components/ui/description-list'
import { ROLE_NAMES } from '../../components/role-names'

const ROLE_SENTENCES: Record<MemberRole, MessageDescriptor> = {
  owner: msg`Everything, billing and notification settings included.`,
  manager: msg`Orders, stock, products, prices, clients, locations, custom fields, reorder rules and the team — but not owners, billing or notification settings.`,
  staff: msg`Takes orders, moves and counts stock, fulfils and cancels, copies client links; sees the catalogue without changing it.`,
  viewer: msg`Sees everything, changes nothing.`,
}

export function RolesSummary() {
  const { t, i18n } = useLingui()
  return (
    <SectionCard title={t`What each role can do`} className="mt-6">
      <DescriptionList
        items={MEMBER_ROLES.map((role) => ({
          label: i18n._(ROLE_NAMES[role]),
          value: i18n._(ROLE_SENTENCES[role]),
        }))}
      />
    </SectionCard>
  )
}
