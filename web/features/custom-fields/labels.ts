import type { EntityType } from '../../../common/constants'

export const ENTITY_LABELS: Record<EntityType, string> = {
  PRODUCTS: 'Products',
  CLIENTS: 'Clients',
}
