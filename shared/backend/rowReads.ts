import type { DataClient } from './dataClient.ts'
import type { Database } from './database.types.ts'
import { dataOf } from './errors.ts'

type TableName = keyof Database['public']['Tables']

export interface RowOrder {
  column: string
  ascending: boolean
  /** Where rows without a value go; PostgREST's default otherwise (last when ascending). */
  nullsFirst?: boolean
}

/**
 * A read of rows, said once and run by either reader: the visitor's bare `fetch` (public pages
 * must not load supabase-js) or the owner's supabase-js client.
 */
export interface RowRead {
  table: TableName
  /** PostgREST's select list; every column when left out. */
  columns?: string
  /** Columns that must equal these values. */
  equals?: Readonly<Record<string, string | boolean>>
  order?: readonly RowOrder[]
  limit?: number
}

export interface RowReader {
  /** The rows of a read, typed by the caller, who states the columns it selected. */
  rows<Row>(read: RowRead): Promise<Row[]>
}

/** The read as PostgREST's query string, e.g. `select=*&published=eq.true&order=...`. */
export function rowReadSearch(read: RowRead): URLSearchParams {
  const search = new URLSearchParams({ select: read.columns ?? '*' })
  for (const [column, value] of Object.entries(read.equals ?? {})) {
    search.append(column, `eq.${String(value)}`)
  }
  if (read.order && read.order.length > 0) {
    const terms = read.order.map(({ column, ascending, nullsFirst }) => {
      const nulls = nullsFirst === undefined ? '' : nullsFirst ? '.nullsfirst' : '.nullslast'
      return `${column}.${ascending ? 'asc' : 'desc'}${nulls}`
    })
    search.set('order', terms.join(','))
  }
  if (read.limit !== undefined) search.set('limit', String(read.limit))
  return search
}

/** Runs reads through a PostgREST client: the owner's, so drafts and hidden rows are included. */
export function clientRowReader(client: DataClient): RowReader {
  return {
    rows<Row>(read: RowRead): Promise<Row[]> {
      let query = client.from(read.table).select(read.columns ?? '*')
      for (const [column, value] of Object.entries(read.equals ?? {})) {
        query = query.eq(column, value)
      }
      for (const { column, ascending, nullsFirst } of read.order ?? []) {
        query = query.order(column, { ascending, nullsFirst })
      }
      const limited = read.limit === undefined ? query : query.limit(read.limit)
      return dataOf(limited as unknown as PromiseLike<{ data: Row[] | null; error: unknown }>)
    },
  }
}
