import type { ContentTable, SwitchableTable } from '../../backend/contentTables.ts'

/**
 * Keys start with the table's name, so one invalidation of `contentKeys.all(table)` after a
 * change refreshes the admin list and the item. Public pages keep their own cache, which is
 * read afresh once the owner leaves the admin screens (site/owner/OwnerLayout.tsx).
 */
export const contentKeys = {
  all: (table: ContentTable) => [table] as const,
  list: (table: ContentTable) => [table, 'list'] as const,
  active: (table: SwitchableTable) => [table, 'active'] as const,
  detail: (table: ContentTable, id: string) => [table, 'detail', id] as const,
  /** The publications' public reads: a page, the newest few, every card. */
  page: (table: 'publications', page: number) => [table, 'page', page] as const,
  latest: (table: 'publications', limit: number) => [table, 'latest', limit] as const,
  cards: (table: 'publications') => [table, 'cards'] as const,
}
