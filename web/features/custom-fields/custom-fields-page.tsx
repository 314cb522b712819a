// Provider_Metadata: the custom field definitions by entity type then label, opened in the
// "New Custom Field" / "Edit Custom Field" drawer (spec §2).
import { Plus, SlidersHorizontal } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { fieldTypeLabel, type Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { cn } from '../../components/cn'
import { ActiveBadge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { TableSkeletonRows } from '../../components/ui/table-skeleton'
import { useCustomFields } from '../../api/get-custom-fields'
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
        actions={
          <Button size="icon" aria-label="New Custom Field" onClick={() => openDrawer(null)}>
            <Plus aria-hidden="true" />
          </Button>
        }
      />
      {fields.data?.length === 0 ? (
        <EmptyState icon={SlidersHorizontal} text={messages.customField.empty} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="hidden sm:table-cell">Entity Type</TableHead>
              <TableHead className={cell}>Field Name</TableHead>
              <TableHead className={cell}>Field Type</TableHead>
              <TableHead className={cell}>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.data ? (
              fields.data.map((field) => (
                <TableRow key={field.id} data-clickable="true" onClick={() => openDrawer(field)}>
                  <TableCell className="hidden whitespace-nowrap text-zinc-600 sm:table-cell">
                    {ENTITY_LABELS[field.entity_type]}
                  </TableCell>
                  <TableCell className={cn(cell, 'font-medium')}>
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
                  </TableCell>
                  <TableCell className={cn(cell, 'sm:whitespace-nowrap')}>
                    {fieldTypeLabel(field)}
                  </TableCell>
                  <TableCell className={cell}>
                    <ActiveBadge active={field.active} />
                  </TableCell>
                </TableRow>
              ))
            ) : (
              <TableSkeletonRows columns={4} />
            )}
          </TableBody>
        </Table>
      )}
      <CustomFieldDrawer
        providerId={providerId}
        field={drawer.field}
        open={drawer.open}
        onOpenChange={(open) => setDrawer((current) => ({ ...current, open }))}
      />
    </>
  )
}
