// The portal's query keys in one place, so a mutation can refresh exactly what it changed.
export const clientPortalKeys = {
  all: (clientId: string) => ['client-portal', clientId] as const,
  orders: (clientId: string) => ['client-portal', clientId, 'orders'] as const,
  order: (clientId: string, orderId: string) =>
    ['client-portal', clientId, 'order', orderId] as const,
  providers: (clientId: string) => ['client-portal', clientId, 'providers'] as const,
}
