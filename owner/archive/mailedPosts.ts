import type { ArchiveRow } from './columns.ts'
import type { ArchiveTable } from './tables.ts'

/**
 * A post as a restore or an import writes it: one it brings in published counts as mailed. What
 * an archive writes mails nobody (the database's newsletter trigger leaves it out), and a post
 * left unmarked would go to every subscriber the next time it is unpublished and published
 * again. The backend's copy is read the same way, so a post that differs only in this mark is
 * the same post, and is left alone.
 */
export function asMailed(table: ArchiveTable, row: ArchiveRow): ArchiveRow {
  return table.name === 'blog_posts' && row.published === true && row.newsletter_sent !== true
    ? { ...row, newsletter_sent: true }
    : row
}
