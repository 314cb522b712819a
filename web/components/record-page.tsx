// The frame of a record's screen (a product, a client, a location): the back button, then the
// record once it is loaded, a skeleton before, and the server's sentence when there is no such
// record.
import type { ReactNode } from 'react'
import { ApiError } from '../api/client'
import { DetailSkeleton } from './ui/detail-skeleton'
import { EmptyState } from './ui/empty-state'
import { PageHeader } from './ui/page-header'

interface RecordPageProps<T> {
  back: ReactNode
  /** The record's query. */
  record: { data: T | undefined; error: unknown }
  /** The title when there is no record, e.g. "Product". */
  title: string
  children: (record: T) => ReactNode
}

export function RecordPage<T>({ back, record, title, children }: RecordPageProps<T>) {
  const { data, error } = record
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        {back}
        <PageHeader title={title} />
        <EmptyState text={error.message} />
      </>
    )
  }
  return (
    <>
      {back}
      {data ? children(data) : <DetailSkeleton />}
    </>
  )
}
