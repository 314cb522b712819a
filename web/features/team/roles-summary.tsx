// "What each role can do", under the list, so whoever picks a role sees what it allows: the
// permission matrix of common/team.ts in a sentence a role.
import type { MemberRole } from '../../../common/constants'
import { MEMBER_ROLES } from '../../../common/constants'
import { ROLE_LABELS } from '../../../common/team'
import { SectionCard } from '../../components/ui/card'
import { DescriptionList } from '../../components/ui/description-list'

const ROLE_SENTENCES: Record<MemberRole, string> = {
  owner: 'Everything, billing and notification settings included.',
  manager:
    'Orders, stock, products, prices, clients, locations, custom fields, reorder rules and the team — but not owners, billing or notification settings.',
  staff:
    'Takes orders, moves and counts stock, fulfils and cancels, copies client links; sees the catalogue without changing it.',
  viewer: 'Sees everything, changes nothing.',
}

export function RolesSummary() {
  return (
    <SectionCard title="What each role can do" className="mt-6">
      <DescriptionList
        items={MEMBER_ROLES.map((role) => ({
          label: ROLE_LABELS[role],
          value: ROLE_SENTENCES[role],
        }))}
      />
    </SectionCard>
  )
}
