import { HTMLTable, NonIdealState } from '@blueprintjs/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { PostReactions } from '../../../shared/backend/ownerFediverse.ts'
import { ListCard } from '../list/ListCard.tsx'

/** Each post's likes and boosts on the social web, most first: for the owner alone. */
export function ReactionCounts({ query }: { query: UseQueryResult<PostReactions[]> }) {
  return (
    <ListCard
      query={query}
      heading={() => 'Likes and boosts'}
      loadError="Error loading likes and boosts"
      empty={
        <NonIdealState
          icon="heart"
          title="No likes or boosts yet"
          description="Likes and boosts of your posts on the social web are counted here; only you see them."
        />
      }
    >
      {(rows) => (
        <div className="admin-table-scroll">
          <HTMLTable className="admin-table" striped aria-label="Likes and boosts">
            <thead>
              <tr>
                <th className="admin-cell--text">Post</th>
                <th>Likes</th>
                <th>Boosts</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.postId}>
                  <td className="admin-cell--text" data-label="Post">
                    <span className="admin-truncate" title={row.title}>
                      {row.title}
                    </span>
                  </td>
                  <td data-label="Likes">{row.likes}</td>
                  <td data-label="Boosts">{row.boosts}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </ListCard>
  )
}
