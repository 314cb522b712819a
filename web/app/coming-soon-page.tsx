// Stands in for the screens later issues build, so menus and the guard already work end to end.
import { Hammer } from 'lucide-react'
import { EmptyState } from '../components/ui/empty-state'
import { PageHeader } from '../components/ui/page-header'

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={Hammer} text="Coming soon" />
    </>
  )
}
