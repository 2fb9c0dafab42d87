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
import { contentKeys } from './keys.ts'

export const contentQueries = {
  /** Every row in list order (public pages and admin lists alike). */
  list: <Table extends ContentTable>(reader: RowReader, table: Table) =>
    defineQuery({
      queryKey: contentKeys.list(table),
      queryFn: ({ signal }) => fetchContentRows(reader, table, signal),
      // Publications share the blog's retries and freshness (spec sections 7 and 9).
      ...(table === 'publications' ? LIST_CACHE_POLICY : {}),
      sources: [table],
    }),
  /** The active testimonials or FAQs, for the public pages. */
  active: <Table extends SwitchableTable>(reader: RowReader, table: Table) =>
    defineQuery({
      queryKey: contentKeys.active(table),
      queryFn: ({ signal }) => fetchActiveRows(reader, table, signal),
      sources: [table],
    }),
  detail: <Table extends ContentTable>(client: DataClient, table: Table, id: string) =>
    defineQuery({
      queryKey: contentKeys.detail(table, id),
      queryFn: ({ signal }) => fetchContentRow(client, table, id, signal),
    }),
}
