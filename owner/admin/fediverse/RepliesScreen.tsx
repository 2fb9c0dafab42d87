import { Button, NonIdealState, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { ListedReply, ReplyState } from '../../../shared/backend/ownerFediverse.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { plainText } from '../../../shared/domain/text.ts'
import { fediverseQueries } from '../../data/fediverse/queries.ts'
import {
  useReplyDeleteMutation,
  useReplyStateMutation,
} from '../../data/fediverse/useReplyMutations.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { useBackend } from '../../ui/BackendContext.ts'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { LinkButton } from '../list/LinkButton.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { useRemoval } from '../list/useRemoval.ts'
import { ReactionCounts } from './ReactionCounts.tsx'

const STATES: Record<ReplyState, { label: string; intent: 'warning' | 'success' | 'none' }> = {
  pending: { label: 'Pending', intent: 'warning' },
  approved: { label: 'Approved', intent: 'success' },
  hidden: { label: 'Hidden', intent: 'none' },
}

/** What the owner can do to a reply, each but the state it is in. */
const ACTIONS = {
  approved: { text: 'Approve', icon: 'tick' },
  hidden: { text: 'Hide', icon: 'eye-off' },
} as const

const COLUMNS: TableColumn<ListedReply>[] = [
  {
    header: 'Author',
    cell: (reply) => (
      <>
        {reply.author_name} <span className="admin-hint">{reply.author_handle}</span>
      </>
    ),
    truncate: (reply) => `${reply.author_name} ${reply.author_handle}`,
  },
  {
    header: 'Reply',
    cell: (reply) => plainText(reply.content),
    truncate: (reply) => plainText(reply.content),
  },
  { header: 'Post', cell: (reply) => reply.post.title, truncate: (reply) => reply.post.title },
  {
    header: 'State',
    cell: (reply) => (
      <Tag minimal intent={STATES[reply.state].intent}>
        {STATES[reply.state].label}
      </Tag>
    ),
  },
  { header: 'Written', cell: (reply) => formatDateTime(reply.published_at) },
]

/**
 * Replies: what readers on the social web (Mastodon and others) wrote in reply to a post,
 * pending first. An approved reply shows under its post after the next build, which approving
 * or hiding one asks for; likes and boosts are counted per post, for the owner alone.
 */
export function RepliesScreen() {
  const client = useBackend()
  const replies = useQuery({ ...fediverseQueries.replies(client), select: (list) => list.replies })
  const reactions = useQuery({
    ...fediverseQueries.replies(client),
    select: (list) => list.reactions,
  })
  const moderation = useReplyStateMutation()
  const removal = useRemoval(
    useReplyDeleteMutation(),
    'Are you sure you want to delete this reply? It cannot be brought back.',
  )
  const moderate = (reply: ListedReply, state: ReplyState) => {
    moderation.mutate({ id: reply.id, state })
  }
  const busy = (reply: ListedReply) => moderation.isPending && moderation.variables.id === reply.id

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Replies"
        subtitle="Replies to your posts from the social web: approve those to show under the post"
      />
      <ListCard
        query={replies}
        heading={(count) => `Replies (${count})`}
        loadError="Error loading replies"
        empty={
          <NonIdealState
            icon="chat"
            title="No replies yet"
            description="When someone on Mastodon or elsewhere on the social web replies to a post, the reply waits here for you."
          />
        }
      >
        {(rows) => (
          <DataTable
            label="Replies"
            rows={rows}
            columns={COLUMNS}
            rowName={(reply) => `the reply by ${reply.author_handle}`}
            actions={(reply) => (
              <>
                {(['approved', 'hidden'] as const)
                  .filter((state) => state !== reply.state)
                  .map((state) => (
                    <Button
                      key={state}
                      icon={ACTIONS[state].icon}
                      variant="minimal"
                      text={ACTIONS[state].text}
                      aria-label={`${ACTIONS[state].text} the reply by ${reply.author_handle}`}
                      disabled={busy(reply)}
                      onClick={() => {
                        moderate(reply, state)
                      }}
                    />
                  ))}
                <LinkButton
                  href={reply.url}
                  icon="share"
                  minimal
                  text="Original"
                  aria-label={`The original of the reply by ${reply.author_handle}`}
                />
                <DeleteButton
                  removal={removal}
                  id={reply.id}
                  name={`the reply by ${reply.author_handle}`}
                />
              </>
            )}
          />
        )}
      </ListCard>
      <ReactionCounts query={reactions} />
      {removal.dialog}
    </div>
  )
}
