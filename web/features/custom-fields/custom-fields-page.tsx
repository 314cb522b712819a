// Provider_Metadata: the custom field definitions by entity type then label, opened in the
// "New Custom Field" / "Edit Custom Field" drawer (spec §2).
import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { fieldTypeLabel, type Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { useCustomFields } from '../../api/get-custom-fields'
import { cn } from '../../components/cn'
import { RecordList } from '../../components/record-table'
import { ActiveBadge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { CustomFieldDrawer } from './custom-field-drawer'
import { ENTITY_LABELS } from './labels'

// Narrower cells on a phone, so the table fits a 375 px screen.
const cell = 'px-3 sm:px-4'

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
        records={fields.data}
        total={fields.data?.length}
        emptyIcon={SlidersHorizontal}
        emptyText={messages.customField.empty}
        keyOf={(field) => field.id}
        onOpen={openDrawer}
        columns={[
          {
            key: 'entity-type',
            head: 'Entity Type',
            headClassName: 'hidden sm:table-cell',
            cellClassName: 'hidden whitespace-nowrap text-zinc-600 sm:table-cell',
            cell: (field) => ENTITY_LABELS[field.entity_type],
          },
          {
            key: 'field-name',
            head: 'Field Name',
            headClassName: cell,
            cellClassName: cn(cell, 'font-medium'),
            cell: (field) => (
              <>
                <button
                  type="button"
                  className="text-left hover:underline"
                  onClick={(e) => {
                    e.stopPropagation()
                    openDrawer(field)
                  }}
                >
                  {field.field_label}
                </button>
                {/* On a phone the entity type column folds in here. */}
                <p className="text-xs font-normal text-zinc-600 sm:hidden">
                  {ENTITY_LABELS[field.entity_type]}
                </p>
              </>
            ),
          },
          {
            key: 'field-type',
            head: 'Field Type',
            headClassName: cell,
            cellClassName: cn(cell, 'sm:whitespace-nowrap'),
            cell: fieldTypeLabel,
          },
          {
            key: 'status',
            head: 'Status',
            headClassName: cell,
            cellClassName: cell,
            cell: (field) => <ActiveBadge active={field.active} />,
          },
        ]}
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
