import {
  type ContentTable,
  type SwitchableTable,
  fetchActiveRows,
  fetchContentRow,
  fetchContentRows,
} from '../../backend/contentTables.ts'
import type { DataClient } from '../../backend/dataClient.ts'
import type { RowReader } from '../../backend/rowReads.ts'
import { LIST_CACHE_POLICY } from '../cachePolicy.ts'
import { defineQuery } from '../queryDefinition.ts'

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
}

export const contentQueries = {
  /** Every row in list order (public pages and admin lists alike). */
  list: <Table extends ContentTable>(reader: RowReader, table: Table) =>
    defineQuery({
      queryKey: contentKeys.list(table),
      queryFn: () => fetchContentRows(reader, table),
      // Publications share the blog's retries and freshness (spec sections 7 and 9).
      ...(table === 'publications' ? LIST_CACHE_POLICY : {}),
    }),
  /** The active testimonials or FAQs, for the public pages. */
  active: <Table extends SwitchableTable>(reader: RowReader, table: Table) =>
    defineQuery({
      queryKey: contentKeys.active(table),
      queryFn: () => fetchActiveRows(reader, table),
    }),
  detail: <Table extends ContentTable>(client: DataClient, table: Table, id: string) =>
    defineQuery({
      queryKey: contentKeys.detail(table, id),
      queryFn: () => fetchContentRow(client, table, id),
    }),
}
