// Provider_Metadata: the custom field definitions by entity type then label, opened in the
// "New Custom Field" / "Edit Custom Field" drawer (spec §2).
import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { useCustomFields } from '../../api/get-custom-fields'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { activeColumn, titleColumn } from '../../components/record-column'
import { RowButton } from '../../components/record-table'
import { Truncated } from '../../components/ui/truncated'
import { CustomFieldDrawer } from './custom-field-drawer'
import { ENTITY_LABELS, fieldTypeLabel } from './labels'

export function CustomFieldsPage() {
  const { providerId = '' } = useParams()
  const fields = useCustomFields(providerId)
  const canEdit = useCan('manage_catalog')
  // One drawer for a new field (null) and for the field a row opens.
  const [drawer, setDrawer] = useState<{ open: boolean; field: Field | null }>({
    open: false,
    field: null,
  })
  const openDrawer = (field: Field | null) => setDrawer({ open: true, field })

  useEffect(() => {
    if (fields.isError) toast.error(messages.customField.loadFailed)
  }, [fields.isError])

  return (
    <ListScreen
      title="Custom Fields"
      create={canEdit ? { label: 'New Custom Field', onClick: () => openDrawer(null) } : undefined}
      empty={{ icon: SlidersHorizontal, text: messages.customField.empty }}
      records={fields.data}
      open={canEdit ? { onOpen: openDrawer } : undefined}
      columns={[
        {
          key: 'entity-type',
          head: 'Entity Type',
          cellClassName: 'whitespace-nowrap text-zinc-600',
          cell: (field) => ENTITY_LABELS[field.entity_type],
        },
        titleColumn<Field>({
          key: 'field-name',
          head: 'Field Name',
          cell: (field) =>
            canEdit ? (
              <RowButton onClick={() => openDrawer(field)}>{field.field_label}</RowButton>
            ) : (
              <Truncated text={field.field_label} />
            ),
        }),
        {
          key: 'field-type',
          head: 'Field Type',
          cellClassName: 'whitespace-nowrap',
          cell: fieldTypeLabel,
        },
        activeColumn('Status'),
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
