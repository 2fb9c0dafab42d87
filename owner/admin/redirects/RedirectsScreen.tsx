import { NonIdealState, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { ListedRedirect } from '../../../shared/backend/ownerRedirects.ts'
import { redirectQueries } from '../../data/redirects/queries.ts'
import { useRedirectDeleteMutation } from '../../data/redirects/useRedirectDeleteMutation.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { useBackend } from '../../ui/BackendContext.ts'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { useRemoval } from '../list/useRemoval.ts'
import { RedirectForm } from './RedirectForm.tsx'

const COLUMNS: TableColumn<ListedRedirect>[] = [
  {
    header: 'Old address',
    cell: (redirect) => redirect.fromPath,
    truncate: (redirect) => redirect.fromPath,
  },
  {
    header: 'Leads to',
    cell: ({ post }) => (
      <>
        {post.title} <span className="admin-hint">/blog/{post.slug}</span>
        {!post.published && (
          <>
            {' '}
            <Tag minimal intent="warning">
              Draft
            </Tag>
          </>
        )}
      </>
    ),
    truncate: ({ post }) => `${post.title} (/blog/${post.slug})`,
  },
  { header: 'Added', cell: (redirect) => formatDateTime(redirect.createdAt) },
]

/**
 * Redirects: old addresses (a post's address on the site it was imported from, or any the
 * owner adds) that lead to a post here. The static host follows them after the next build,
 * which a change here asks for; a redirect to a draft is followed once the post is published.
 */
export function RedirectsScreen() {
  const client = useBackend()
  // One request for both: the list's rows, and the posts the form offers.
  const redirects = useQuery({ ...redirectQueries.all(client), select: (list) => list.redirects })
  const targets = useQuery({ ...redirectQueries.all(client), select: (list) => list.targets })
  const removal = useRemoval(
    useRedirectDeleteMutation(),
    'Are you sure you want to delete this redirect? After the next build, the old address leads nowhere.',
  )

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Redirects"
        subtitle="Old addresses that lead to a post here, such as your posts’ addresses on the site you came from"
      />
      <RedirectForm targets={targets.data} />
      <ListCard
        query={redirects}
        heading={(count) => `Redirects (${count})`}
        loadError="Error loading redirects"
        empty={
          <NonIdealState
            icon="route"
            title="No redirects yet"
            description="An import adds one from each old address of a published post; add others above."
          />
        }
      >
        {(rows) => (
          <DataTable
            label="Redirects"
            rows={rows}
            columns={COLUMNS}
            rowName={(redirect) => redirect.fromPath}
            actions={(redirect) => (
              <DeleteButton removal={removal} id={redirect.id} name={redirect.fromPath} />
            )}
          />
        )}
      </ListCard>
      {removal.dialog}
    </div>
  )
}
