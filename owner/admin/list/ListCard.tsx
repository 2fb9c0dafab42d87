import { Card, H2, Spinner } from '@blueprintjs/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadFailed } from './LoadFailed.tsx'
import { NotLoadedOffline } from './NotLoadedOffline.tsx'

interface ListCardProps<Row> {
  query: UseQueryResult<Row[]>
  /** The card's heading, given the number of rows. */
  heading: (count: number) => string
  loadError: string
  empty: ReactNode
  children: (rows: Row[]) => ReactNode
}

/** A list's card: 'Loading...', the load error, the empty state, or the rows. */
export function ListCard<Row>({ query, heading, loadError, empty, children }: ListCardProps<Row>) {
  return (
    <Card elevation={1} className="admin-card">
      {query.isPending &&
        (query.fetchStatus === 'paused' ? (
          <NotLoadedOffline />
        ) : (
          // A div: the spinner is one, and may not sit in a paragraph.
          <div className="admin-loading" role="status">
            <Spinner size={16} /> Loading...
          </div>
        ))}
      {query.isError && (
        <LoadFailed title={loadError} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <>
          <H2 className="admin-card-title">{heading(query.data.length)}</H2>
          {query.data.length === 0 ? empty : children(query.data)}
        </>
      )}
    </Card>
  )
}
