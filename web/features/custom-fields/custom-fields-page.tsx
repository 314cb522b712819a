// Provider_Metadata: the custom field definitions by entity type then label, opened in the
// "New Custom Field" / "Edit Custom Field" drawer (spec §2).
import { useLingui } from '@lingui/react/macro'
import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Field } from '../../../common/custom-fields'
import { useCustomFields } from '../../api/get-custom-fields'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { activeColumn, titleColumn } from '../../components/record-column'
import { RowButton } from '../../components/record-table'
import { Truncated } from '../../components/ui/truncated'
import { useMessages } from '../../lib/locale-provider'
import { CustomFieldDrawer } from './custom-field-drawer'
import { ENTITY_LABELS, fieldTypeLabel } from './labels'

export function CustomFieldsPage() {
  const { providerId = '' } = useParams()
  const { t, i18n } = useLingui()
  const m = useMessages().customField
  const fields = useCustomFields(providerId)
  const canEdit = useCan('manage_catalog')
  // One drawer for a new field (null) and for the field a row opens.
  const [drawer, setDrawer] = useState<{ open: boolean; field: Field | null }>({
    open: false,
    field: null,
  })
  const openDrawer = (field: Field | null) => setDrawer({ open: true, field })

  useEffect(() => {
    if (fields.isError) toast.error(m.loadFailed)
  }, [fields.isError, m])

  return (
    <ListScreen
      title={t`Custom Fields`}
      create={canEdit ? { label: t`New Custom Field`, onClick: () => openDrawer(null) } : undefined}
      empty={{ icon: SlidersHorizontal, text: m.empty }}
      records={fields.data}
      open={canEdit ? { onOpen: openDrawer } : undefined}
      columns={[
        {
          key: 'entity-type',
          head: t`Entity Type`,
          cellClassName: 'whitespace-nowrap text-zinc-600',
          cell: (field) => i18n._(ENTITY_LABELS[field.entity_type]),
        },
        titleColumn<Field>({
          key: 'field-name',
          head: t`Field Name`,
          cell: (field) =>
            canEdit ? (
              <RowButton onClick={() => openDrawer(field)}>{field.field_label}</RowButton>
            ) : (
              <Truncated text={field.field_label} />
            ),
        }),
        {
          key: 'field-type',
          head: t`Field Type`,
          cellClassName: 'whitespace-nowrap',
          cell: (field) => fieldTypeLabel(i18n, field),
        },
        activeColumn(t`Status`),
      ]}
    >
      <CustomFieldDrawer
        providerId={providerId}
        field={drawer.field}
        open={drawer.open}
        onOpenChange={(open) => setDrawer((current) => ({ ...current, open }))}
      />
    </ListScreen>
  )
}
