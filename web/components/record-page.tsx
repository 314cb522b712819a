// The frame of a record's screen (a product, a client, a location): the back button, then the
// record once it is loaded under its name with the edit pencil (and the screen's other buttons),
// a skeleton before, and the server's sentence when there is no such record.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ApiError } from '../api/client'
import { DetailSkeleton } from './ui/detail-skeleton'
import { EditButton } from './ui/edit-button'
import { EmptyState } from './ui/empty-state'
import { PageHeader } from './ui/page-header'
import { useDrawer, type DrawerState } from './ui/use-drawer'

interface RecordPageProps<T extends { name: string }> {
  back: ReactNode
  /** The record's query. */
  record: { data: T | undefined; error: unknown }
  /** What the record is, e.g. "Product": the title when there is no such record. */
  title: string
  /** The "Edit …" drawer, for the record; without it (a role that may not edit) no pencil. */
  editDrawer?: ((record: T, drawer: DrawerState) => ReactNode) | undefined
  /** Buttons before the pencil, e.g. the client's link. */
  actions?: ReactNode
  /** The record's panels, under its name. */
  detail: (record: T) => ReactNode
}

export function RecordPage<T extends { name: string }>({
  back,
  record: { data, error },
  title,
  editDrawer,
  actions,
  detail,
}: RecordPageProps<T>) {
  const { t } = useLingui()
  const [drawer, openDrawer] = useDrawer()
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        {back}
        <PageHeader title={title} />
        <EmptyState text={error.message} />
      </>
    )
  }
  if (!data) {
    return (
      <>
        {back}
        <DetailSkeleton />
      </>
    )
  }
  // "Edit product", "Editar producto": the kind of record, in lower case, within the sentence.
  const record = title.toLowerCase()
  return (
    <>
      {back}
      <PageHeader
        title={data.name}
        actions={
          <>
            {actions}
            {editDrawer ? <EditButton label={t`Edit ${record}`} onClick={openDrawer} /> : null}
          </>
        }
      />
      {detail(data)}
      {editDrawer?.(data, drawer)}
    </>
  )
}
