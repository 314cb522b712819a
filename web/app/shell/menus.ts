// The menus of spec §2 "Shell", as data, so the sidebar and the mobile drawer cannot drift.
import {
  ClipboardList,
  Inbox,
  MapPin,
  Package,
  PackagePlus,
  SlidersHorizontal,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'

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

/** `lowStock`: the count shown beside Inventory's Low stock. */
export function providerMenu(providerId: string, lowStock?: ReactNode): MenuItem[] {
  const base = `/provider/${providerId}`
  return [
    { label: 'Inbox', to: `${base}/inbox`, icon: Inbox },
    { label: 'Orders', to: `${base}/orders`, icon: ClipboardList },
    { label: 'Products', to: `${base}/products`, icon: Package },
    { label: 'Clients', to: `${base}/clients`, icon: Users },
    {
      label: 'Inventory',
      to: `${base}/inventory`,
      icon: Warehouse,
      children: [
        { label: 'Stock', to: `${base}/inventory`, end: true },
        { label: 'Low stock', to: `${base}/inventory/low-stock`, badge: lowStock },
        { label: 'Transactions', to: `${base}/transactions` },
        { label: 'Adjustment', to: `${base}/adjust` },
      ],
    },
    { label: 'Locations', to: `${base}/locations`, icon: MapPin },
    { label: 'Custom Fields', to: `${base}/metadata`, icon: SlidersHorizontal },
  ]
}

export function clientMenu(clientId: string): MenuItem[] {
  const base = `/client/${clientId}`
  return [
    { label: 'Orders', to: base, icon: ClipboardList, end: true },
    { label: 'New order', to: `${base}/order`, icon: PackagePlus, end: true },
  ]
}
