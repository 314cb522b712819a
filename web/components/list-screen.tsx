// A list screen (products, clients, locations, custom fields, orders, the inbox, transactions):
// the title with the plus button, what stands between them and the list (filters), the list, and
// the drawer the plus button opens.
import type { ComponentType, ReactNode } from 'react'
import { ExportButton, type ExportTarget } from './export-button'
import { RecordList, type RecordListProps } from './record-list'
import type { ListRecord } from './record-table'
import { NewButton } from './ui/new-button'
import { PageHeader } from './ui/page-header'
import { useDrawer, type DrawerState } from './ui/use-drawer'

/** A "New …" drawer of a provider's record. */
type CreateDrawer = ComponentType<DrawerState & { providerId: string }>

/** The plus button: its label, and the drawer it opens or the page it leads to. */
type Create = { label: string } & (
  { drawer: CreateDrawer } | { to: string } | { onClick: () => void }
)

interface ListScreenProps<T extends ListRecord> extends Omit<RecordListProps<T>, 'label'> {
  /** The screen's title, which names the list too. */
  title: string
  /** Whose records these are: the provider a "New …" drawer creates for. */
  providerId?: string
  create?: Create
  /** The export of what the list's filters find, beside the plus button. */
  exportAs?: ExportTarget
  /** More buttons between the export and the plus button: the import the app plugs in. */
  actions?: ReactNode
  /** Under the title, e.g. the inbox's live status. */
  status?: ReactNode
  /** Between the title and the list: filters, and drawers of the screen's own. */
  children?: ReactNode
  /** Shown instead of the list, e.g. why the filters cannot be applied. */
  problem?: ReactNode
}

export function ListScreen<T extends ListRecord>({
  title,
  providerId,
  create,
  exportAs,
  actions,
  status,
  children,
  problem,
  ...list
}: ListScreenProps<T>) {
  const [drawer, openDrawer] = useDrawer()
  let newButton: ReactNode = null
  let newDrawer: ReactNode = null
  if (create && 'drawer' in create) {
    newButton = <NewButton label={create.label} onClick={openDrawer} />
    newDrawer = <create.drawer providerId={providerId ?? ''} {...drawer} />
  } else if (create) {
    newButton = <NewButton {...create} />
  }
  return (
    <>
      <PageHeader
        title={title}
        actions={
          exportAs || actions || newButton ? (
            <>
              {exportAs ? <ExportButton {...exportAs} /> : null}
              {actions}
              {newButton}
            </>
          ) : null
        }
      >
        {status}
      </PageHeader>
      {children}
      {problem ?? <RecordList label={title} {...list} />}
      {newDrawer}
    </>
  )
}
