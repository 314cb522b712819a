// Provider_Metadata: the custom field definitions by entity type then label, opened in the
// "New Custom Field" / "Edit Custom Field" drawer (spec §2).
import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { useCustomFields } from '../../api/get-custom-fields'
import type { RecordColumn } from '../../components/record-column'
import { RecordList, RowButton } from '../../components/record-table'
import { ActiveBadge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { CustomFieldDrawer } from './custom-field-drawer'
import { ENTITY_LABELS, fieldTypeLabel } from './labels'

const fieldColumns = (openDrawer: (field: Field) => void): RecordColumn<Field>[] => [
  {
    key: 'entity-type',
    head: 'Entity Type',
    cellClassName: 'whitespace-nowrap text-zinc-600',
    cell: (field) => ENTITY_LABELS[field.entity_type],
  },
  {
    key: 'field-name',
    head: 'Field Name',
    card: 'title',
    truncate: true,
    cellClassName: 'font-medium',
    cell: (field) => <RowButton onClick={() => openDrawer(field)}>{field.field_label}</RowButton>,
  },
  {
    key: 'field-type',
    head: 'Field Type',
    cellClassName: 'whitespace-nowrap',
    cell: fieldTypeLabel,
  },
  {
    key: 'status',
    head: 'Status',
    card: 'badge',
    cell: (field) => <ActiveBadge active={field.active} />,
  },
]

export function CustomFieldsPage() {
  const { providerId = '' } = useParams()
  const fields = useCustomFields(providerId)
  const [drawer, setDrawer] = useState<{ open: boolean; field: Field | null }>({
    open: false,
    field: null,
  })
  const openDrawer = (field: Field | null) => setDrawer({ open: true, field })

  useEffect(() => {
    if (fields.isError) toast.error(messages.customField.loadFailed)
  }, [fields.isError])

  return (
    <>
      <PageHeader
        title="Custom Fields"
        actions={<NewButton label="New Custom Field" onClick={() => openDrawer(null)} />}
      />
      <RecordList
        label="Custom Fields"
        records={fields.data}
        total={fields.data?.length}
        emptyIcon={SlidersHorizontal}
        emptyText={messages.customField.empty}
        keyOf={(field) => field.id}
        open={{ onOpen: openDrawer }}
        columns={fieldColumns(openDrawer)}
      />
      <CustomFieldDrawer
        providerId={providerId}
        field={drawer.field}
        open={drawer.open}
        onOpenChange={(open) => setDrawer((current) => ({ ...current, open }))}
      />
    </>
  )
}
