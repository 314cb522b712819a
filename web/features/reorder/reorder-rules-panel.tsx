// The "Reorder rules" panel of a product's screen: its rules, and the drawer that edits them.
import { Pencil } from 'lucide-react'
import { useMemo } from 'react'
import { messages } from '../../../common/messages'
import { useCan } from '../../api/use-can'
import { SectionCard } from '../../components/ui/card'
import { Button } from '../../components/ui/button'
import { DescriptionList } from '../../components/ui/description-list'
import { Skeleton } from '../../components/ui/skeleton'
import { useDrawer } from '../../components/ui/use-drawer'
import { useReorderRules } from './api/get-reorder-rules'
import { ReorderRulesDrawer } from './reorder-rules-drawer'

const m = messages.reorder

export function ReorderRulesPanel({
  providerId,
  productId,
}: {
  providerId: string
  productId: string
}) {
  const productIds = useMemo(() => [productId], [productId])
  const { data: rules } = useReorderRules(providerId, productIds)
  const [drawer, openDrawer] = useDrawer()
  const canEdit = useCan('manage_catalog')
  return (
    <SectionCard title="Reorder rules">
      {!rules ? (
        <Skeleton className="h-4 w-2/3" />
      ) : rules.length === 0 ? (
        <p className="text-sm text-zinc-600">{m.noRules}</p>
      ) : (
        <DescriptionList
          items={rules.map((rule) => ({
            label: rule.location?.name ?? m.allLocations,
            value: `Min ${rule.min} · Max ${rule.max}`,
          }))}
        />
      )}
      {canEdit ? (
        <Button variant="outline" className="mt-4" disabled={!rules} onClick={openDrawer}>
          <Pencil aria-hidden="true" />
          Edit reorder rules
        </Button>
      ) : null}
      {rules && canEdit ? (
        <ReorderRulesDrawer
          providerId={providerId}
          productId={productId}
          rules={rules}
          {...drawer}
        />
      ) : null}
    </SectionCard>
  )
}
