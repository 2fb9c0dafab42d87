import { NonIdealState, Spinner } from '@blueprintjs/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Navigate } from 'react-router-dom'
import type { LocalCopy } from '../../data/offline/queries.ts'
import type { LocalItem } from '../../data/offline/useLocalItem.ts'
import { LinkButton } from '../list/LinkButton.tsx'
import { LoadFailed } from '../list/LoadFailed.tsx'

/** The server's copy of an item, as far as it has loaded. */
export interface ServerCopy<Row> {
  /** Whether the item can be on the server at all (not new, not created offline). */
  expected: boolean
  pending: boolean
  /** A copy is shown (from the cache) while a newer one is being fetched. */
  refreshing: boolean
  error: unknown
  /** Undefined while loading, or when the server does not have it. */
  row: Row | undefined
  /** Reads the server's copy again. */
  retry: () => void
}

/** The server's copy as a query holds it; `pick` finds the item in what the query read. */
export function serverCopy<Data, Row>(
  query: UseQueryResult<Data>,
  expected: boolean,
  pick: (data: Data) => Row | undefined,
): ServerCopy<Row> {
  return {
    expected,
    pending: query.isPending,
    refreshing: query.fetchStatus === 'fetching',
    error: query.error,
    row: query.data === undefined ? undefined : pick(query.data),
    retry: () => void query.refetch(),
  }
}

interface ItemFormGateProps<Row> {
  item: LocalItem
  server: ServerCopy<Row>
  /** Where an item created offline is edited once it has its server id. */
  editPath: (id: string) => string
  loadError: string
  notFound: string
  /** The way back to the item's list, offered when it cannot be shown. */
  back: { to: string; text: string }
  children: (form: { row: Row | null; copy: LocalCopy; onDraftDiscarded: () => void }) => ReactNode
}

/**
 * Opens an item's form once both copies are in: the server's and this computer's (its draft
 * and queued save). An item this computer holds is shown even when the server's copy cannot
 * be read; discarding its draft starts the form again from the saved version.
 */
export function ItemFormGate<Row>({
  item,
  server,
  editPath,
  loadError,
  notFound,
  back,
  children,
}: ItemFormGateProps<Row>) {
  const [version, setVersion] = useState(0)
  // A form starts from the newest server copy the backend can give, and from the cached one only
  // when it cannot (offline). Later refreshes never reset a form being typed in.
  const [fresh, setFresh] = useState(false)
  if (!fresh && !server.refreshing) setFresh(true)
  const local = item.copy
  // The draft this form opened with: one written while it is open (a failed save keeps what was
  // typed) was not restored, and the form must not say it was.
  const [opened, setOpened] = useState<{ version: number; draft: LocalCopy['draft'] } | null>(null)
  if (local && opened?.version !== version) setOpened({ version, draft: local.draft })
  const heldHere = local?.change !== null && local?.change !== undefined
  if (item.syncedId) return <Navigate to={editPath(item.syncedId)} replace />
  const waiting = server.pending || !fresh
  if (!local || (server.expected && waiting && !server.error)) {
    return <Spinner aria-label="Loading" />
  }
  const backLink = <LinkButton icon="arrow-left" to={back.to} text={back.text} />
  if (server.expected && server.error && !heldHere) {
    return (
      <LoadFailed title={loadError} error={server.error} onRetry={server.retry}>
        {backLink}
      </LoadFailed>
    )
  }
  if (server.expected && !server.row && !heldHere) {
    return <NonIdealState icon="search" title={notFound} action={backLink} />
  }
  return (
    <div key={`${item.recordId}:${version}`}>
      {children({
        row: server.row ?? null,
        copy: { ...local, draft: opened?.version === version ? opened.draft : local.draft },
        onDraftDiscarded: () => {
          void item.reload().then(() => {
            setVersion((current) => current + 1)
          })
        },
      })}
    </div>
  )
}
