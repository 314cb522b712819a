// The menus of spec §2 "Shell", as data, so the sidebar and the mobile drawer cannot drift.
import {
  ClipboardList,
  House,
  Inbox,
  MapPin,
  Package,
  PackagePlus,
  SlidersHorizontal,
  Unplug,
  UserRoundCog,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react'
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { MemberRole } from '../../../common/constants'
import { can, type Permission } from '../../../common/permissions'

export interface MenuLink {
  label: string
  to: string
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean
  /** Beside the label, e.g. how many items are low in stock. */
  badge?: ReactNode
}

export interface MenuItem extends MenuLink {
  icon: LucideIcon
  /** Sub-items; the item itself is then a group heading, not a link. */
  children?: MenuLink[]
}

/**
 * `role`: the person's role in the business, which hides what it cannot use; `lowStock`: the
 * count shown beside Inventory's Low stock.
 */
export function providerMenu(
  providerId: string,
  role: MemberRole | null,
  lowStock?: ReactNode,
): MenuItem[] {
  const base = `/provider/${providerId}`
  const only = <T>(permission: Permission, items: T[]) => (can(role, permission) ? items : [])
  return [
    { label: t`Home`, to: `${base}/dashboard`, icon: House },
    { label: t`Inbox`, to: `${base}/inbox`, icon: Inbox },
    { label: t`Orders`, to: `${base}/orders`, icon: ClipboardList },
    { label: t`Products`, to: `${base}/products`, icon: Package },
    { label: t`Clients`, to: `${base}/clients`, icon: Users },
    {
      label: t`Inventory`,
      to: `${base}/inventory`,
      icon: Warehouse,
      children: [
        { label: t`Stock`, to: `${base}/inventory`, end: true },
        { label: t`Low stock`, to: `${base}/inventory/low-stock`, badge: lowStock },
        { label: t`Transactions`, to: `${base}/transactions` },
        ...only('move_stock', [{ label: t`Adjustment`, to: `${base}/adjust` }]),
      ],
    },
    { label: t`Locations`, to: `${base}/locations`, icon: MapPin },
    { label: t`Custom Fields`, to: `${base}/metadata`, icon: SlidersHorizontal },
    ...only('manage_team', [{ label: t`Team`, to: `${base}/team`, icon: UserRoundCog }]),
    ...only('manage_integrations', [
      { label: t`Integrations`, to: `${base}/integrations`, icon: Unplug },
    ]),
  ]
}

export function clientMenu(clientId: string): MenuItem[] {
  const base = `/client/${clientId}`
  return [
    { label: t`Orders`, to: base, icon: ClipboardList, end: true },
    { label: t`New order`, to: `${base}/order`, icon: PackagePlus, end: true },
  ]
}
