// "What each role can do": the permission matrix of common/team.ts as a table, under the list,
// so whoever picks a role sees what it allows.
import { Check, Minus } from 'lucide-react'
import { MEMBER_ROLES } from '../../../common/constants'
import { can, ROLE_LABELS, type Permission } from '../../../common/team'
import { SectionCard } from '../../components/ui/card'

const PERMISSION_LABELS: Record<Permission, string> = {
  read: 'See everything: lists, details, stock, the assistant',
  move_stock: 'Take orders, move and count stock, fulfil, cancel, copy client links',
  manage_catalog: 'Edit products, prices, clients, locations, custom fields, reorder rules',
  manage_team: 'Invite members, change roles, remove members (managers: not owners)',
  manage_business: 'Billing and notification settings',
}

export function RolesSummary() {
  return (
    <SectionCard title="What each role can do" className="mt-6">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-zinc-200 text-left">
              <th scope="col" className="py-2 pr-3 font-medium text-zinc-600">
                <span className="sr-only">Action</span>
              </th>
              {MEMBER_ROLES.map((role) => (
                <th
                  key={role}
                  scope="col"
                  className="px-1 py-2 text-center font-medium text-zinc-900 sm:px-3"
                >
                  {ROLE_LABELS[role]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(Object.keys(PERMISSION_LABELS) as Permission[]).map((permission) => (
              <tr key={permission} className="border-b border-zinc-100 last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-zinc-700">
                  {PERMISSION_LABELS[permission]}
                </th>
                {MEMBER_ROLES.map((role) => (
                  <td key={role} className="px-1 py-2 text-center sm:px-3">
                    {can(role, permission) ? (
                      <Check className="mx-auto size-4 text-emerald-700" aria-label="Yes" />
                    ) : (
                      <Minus className="mx-auto size-4 text-zinc-400" aria-label="No" />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  )
}
