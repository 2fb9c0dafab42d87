import type { EditableTable } from '../../shared/backend/contentTables.ts'
import { contentKeys } from '../../shared/data/content/keys.ts'
import { postKeys } from '../../shared/data/posts/keys.ts'
import { revisionKeys } from './revisions/keys.ts'

/**
 * The server queries a write to a table makes stale: its admin list and public pages, the tag
 * suggestions where the table has tags, and a post's history (the database keeps a revision).
 */
export function tableKeys(table: EditableTable): (readonly unknown[])[] {
  if (table === 'blog_posts') return [postKeys.all, postKeys.knownTags(), revisionKeys.lists()]
  if (table === 'publications') return [contentKeys.all(table), postKeys.knownTags()]
  return [contentKeys.all(table)]
}
