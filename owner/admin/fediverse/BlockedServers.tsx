import { Button, NonIdealState } from '@blueprintjs/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { FollowerList } from '../../../shared/backend/ownerFediverse.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { useServerUnblockMutation } from '../../data/fediverse/useFollowerMutations.ts'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { ListCard } from '../list/ListCard.tsx'

/** A blocked server, its host as its id. */
export type BlockedRow = FollowerList['blocked'][number] & { id: string }

const COLUMNS: TableColumn<BlockedRow>[] = [
  { header: 'Server', cell: (row) => row.host, truncate: (row) => row.host },
  { header: 'Blocked', cell: (row) => formatDateTime(row.blockedAt) },
]

/** The servers the inbox refuses, each of which can be unblocked. */
export function BlockedServers({ query }: { query: UseQueryResult<BlockedRow[]> }) {
  const unblock = useServerUnblockMutation()
  return (
    <ListCard
      query={query}
      heading={(count) => `Blocked servers (${count})`}
      loadError="Error loading blocked servers"
      empty={
        <NonIdealState
          icon="ban-circle"
          title="No blocked servers"
          description="A server you block from a follower's row can no longer follow, reply, like or boost."
        />
      }
    >
      {(list) => (
        <DataTable
          label="Blocked servers"
          rows={list}
          columns={COLUMNS}
          rowName={(row) => row.host}
          actions={(row) => (
            <Button
              icon="unlock"
              variant="minimal"
              text="Unblock"
              aria-label={`Unblock ${row.host}`}
              disabled={unblock.isPending && unblock.variables === row.host}
              onClick={() => {
                unblock.mutate(row.host)
              }}
            />
          )}
        />
      )}
    </ListCard>
  )
}
