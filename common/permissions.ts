// What each member role may do (issue #19): checked by the server on every provider route and
// read by the web app to hide what a role cannot do. Free of zod, so that the app's frame can
// read it without the team contract's schemas.
import { MEMBER_ROLES, type MemberRole } from './constants'

export const PERMISSIONS = {
  /** Lists, details, inventory, exports, the assistant. */
  read: ['owner', 'manager', 'staff', 'viewer'],
  /** Orders and IN/OUT/TRANSFER/ADJUST, fulfil, cancel, stock counts, copying client links. */
  move_stock: ['owner', 'manager', 'staff'],
  /** Products, prices, photos, clients, locations, custom fields, reorder rules. */
  manage_catalog: ['owner', 'manager'],
  /** Inviting, changing roles, removing members (a manager never touches an owner). */
  manage_team: ['owner', 'manager'],
  /** API keys and webhooks (a key never manages them, nor the team). */
  manage_integrations: ['owner', 'manager'],
  /** Billing, notification settings, deleting the business. */
  manage_business: ['owner'],
} as const satisfies Record<string, readonly MemberRole[]>
export type Permission = keyof typeof PERMISSIONS

export function can(role: MemberRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly MemberRole[]).includes(role)
}

export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
  viewer: 'Viewer',
}

/** The 403 sentence for a refused action: it names the roles that may do it. */
export function roleNeededMessage(permission: Permission): string {
  const names = PERMISSIONS[permission].map((role) => ROLE_LABELS[role].toLowerCase()).reverse()
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
  return `This needs the ${list} role.`
}

/** The roles a member with `role` may give, change or take away. */
export function assignableRoles(role: MemberRole | null | undefined): MemberRole[] {
  if (role === 'owner') return [...MEMBER_ROLES]
  if (role === 'manager') return MEMBER_ROLES.filter((r) => r !== 'owner')
  return []
}
