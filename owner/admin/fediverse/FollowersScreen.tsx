import { Button, NonIdealState } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { ListedFollower } from '../../../shared/backend/ownerFediverse.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { fediverseQueries } from '../../data/fediverse/queries.ts'
import {
  useFollowerRemoveMutation,
  useServerBlockMutation,
} from '../../data/fediverse/useFollowerMutations.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { useBackend } from '../../ui/BackendContext.ts'
import { useConfirm } from '../ConfirmDialog.tsx'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { type BlockedRow, BlockedServers } from './BlockedServers.tsx'
import { FollowBlock } from './FollowBlock.tsx'

type FollowerRow = ListedFollower & { id: string }

const COLUMNS: TableColumn<FollowerRow>[] = [
  { header: 'Follower', cell: (row) => row.actorId, truncate: (row) => row.actorId },
  { header: 'Server', cell: (row) => row.host, truncate: (row) => row.host },
  { header: 'Following since', cell: (row) => formatDateTime(row.followedAt) },
]

/**
 * Followers: the accounts on the social web that follow the blog, with the handle to give
 * readers; a follower can be removed, and its whole server blocked (the inbox refuses it).
 */
export function FollowersScreen() {
  const client = useBackend()
  const followers = useQuery({
    ...fediverseQueries.followers(client),
    select: (list): FollowerRow[] => list.followers.map((row) => ({ ...row, id: row.actorId })),
  })
  const blocked = useQuery({
    ...fediverseQueries.followers(client),
    select: (list): BlockedRow[] => list.blocked.map((row) => ({ ...row, id: row.host })),
  })
  const removal = useFollowerRemoveMutation()
  const block = useServerBlockMutation()
  const [confirm, dialog] = useConfirm()

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Followers"
        subtitle="Who follows your blog from the social web (Mastodon, Threads and others)"
      />
      <FollowBlock />
      <ListCard
        query={followers}
        heading={(count) => `Followers (${count})`}
        loadError="Error loading followers"
        empty={
          <NonIdealState
            icon="people"
            title="No followers yet"
            description="Share your handle above: readers who follow it appear here."
          />
        }
      >
        {(rows) => (
          <DataTable
            label="Followers"
            rows={rows}
            columns={COLUMNS}
            rowName={(row) => row.actorId}
            actions={(row) => (
              <>
                <Button
                  icon="remove"
                  variant="minimal"
                  text="Remove"
                  aria-label={`Remove ${row.actorId}`}
                  disabled={removal.isPending && removal.variables === row.actorId}
                  onClick={() => {
                    void confirm({
                      message: 'Remove this follower? New posts no longer reach them.',
                      item: row.actorId,
                      action: 'Remove',
                    }).then((yes) => {
                      if (yes) removal.mutate(row.actorId)
                    })
                  }}
                />
                <Button
                  icon="ban-circle"
                  variant="minimal"
                  intent="danger"
                  text="Block server"
                  aria-label={`Block the server ${row.host}`}
                  disabled={block.isPending && block.variables === row.host}
                  onClick={() => {
                    void confirm({
                      message:
                        'Block this server? Its followers are removed, and it can no longer follow, reply, like or boost.',
                      item: row.host,
                      action: 'Block',
                    }).then((yes) => {
                      if (yes) block.mutate(row.host)
                    })
                  }}
                />
              </>
            )}
          />
        )}
      </ListCard>
      <BlockedServers query={blocked} />
      {dialog}
    </div>
  )
}
