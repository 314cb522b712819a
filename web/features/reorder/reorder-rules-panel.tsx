// The "Reorder rules" panel of a product's screen: its rules, and the drawer that edits them.
import { Trans, useLingui } from '@lingui/react/macro'
import { Pencil } from 'lucide-react'
import { useMemo } from 'react'
import { useCan } from '../../api/use-can'
import { SectionCard } from '../../components/ui/card'
import { Button } from '../../components/ui/button'
import { DescriptionList } from '../../components/ui/description-list'
import { Skeleton } from '../../components/ui/skeleton'
import { useDrawer } from '../../components/ui/use-drawer'
import { formatNumber } from '../../components/format'
import { useMessages } from '../../lib/locale-provider'
import { useReorderRules } from './api/get-reorder-rules'
import { ReorderRulesDrawer } from './reorder-rules-drawer'

export function ReorderRulesPanel({
  providerId,
  productId,
}: {
  providerId: string
  productId: string
}) {
  const { t } = useLingui()
  const m = useMessages().reorder
  const productIds = useMemo(() => [productId], [productId])
  const { data: rules } = useReorderRules(providerId, productIds)
  const [drawer, openDrawer] = useDrawer()
  const canEdit = useCan('manage_catalog')
  return (
    <SectionCard title={t`Reorder rules`}>
      {!rules ? (
        <Skeleton className="h-4 w-2/3" />
      ) : rules.length === 0 ? (
        <p className="text-sm text-zinc-600">{m.noRules}</p>
      ) : (
        <DescriptionList
          items={rules.map((rule) => {
            const min = formatNumber(rule.min)
            const max = formatNumber(rule.max)
            return { label: rule.location?.name ?? m.allLocations, value: t`Min ${min} · Max ${max}` }
          })}
        />
      )}
      {canEdit ? (
        <Button variant="outline" className="mt-4" disabled={!rules} onClick={openDrawer}>
          <Pencil aria-hidden="true" />
          <Trans>Edit reorder rules</Trans>
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
