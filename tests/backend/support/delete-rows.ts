import type { BackendClient } from '../../../shared/backend/client.ts'
import type { Database } from '../../../shared/backend/database.types.ts'

/** Tables whose rows a test creates and removes again by id. */
type CleanedTable = Exclude<
  keyof Database['public']['Tables'],
  | 'site_owner'
  | 'newsletter_sends'
  | 'blog_post_revisions'
  | 'tag_redirects'
  | 'fediverse_followers'
  | 'fediverse_actor_keys'
  | 'fediverse_inbox_activities'
  | 'fediverse_seen_signatures'
  | 'fediverse_delivery_hosts'
  | 'fediverse_reactions'
  | 'fediverse_blocked_servers'
>

/**
 * Deletes the rows with these ids, one request each: the contract, and so the local backend,
 * has no `in` filter.
 */
export async function deleteRows(
  client: BackendClient,
  table: CleanedTable,
  ids: readonly unknown[],
): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const { error } = await client.from(table).delete().eq('id', String(id))
      if (error) throw new Error(`Could not delete ${table} ${String(id)}: ${error.message}`)
    }),
  )
}
