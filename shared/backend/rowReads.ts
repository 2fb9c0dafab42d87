import { abortable } from './abortable.ts'
import type { AnswerCheck } from './answerShapes.ts'
import type { DataClient } from './dataClient.ts'
import type { Database } from './database.types.ts'
import { BackendError, dataOf } from './errors.ts'
import { answerOf } from './queryAnswer.ts'

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
  /** A column whose value must come after this one (a later time). */
  after?: { column: string; value: string }
  order?: readonly RowOrder[]
  limit?: number
  /** Rows to skip first (a page after the first). */
  offset?: number
}

/** A page of rows, and how many rows the read has in all. */
export interface RowPage<Row> {
  rows: Row[]
  total: number
}

/** The functions of the Data API that only read. */
export type ReadFunction = Extract<
  keyof Database['public']['Functions'],
  'content_stamp' | 'published_tags' | 'post_preview' | 'post_neighbours'
>

/** Each read's requests stop when its signal aborts (see `QueryContext`). */
export interface RowReader {
  /** The rows of a read, typed by the caller, who states the columns it selected. */
  rows<Row>(read: RowRead, signal?: AbortSignal): Promise<Row[]>
  /** The rows of a read within its limit and offset, with the count of all its rows. */
  page<Row>(read: RowRead & { limit: number }, signal?: AbortSignal): Promise<RowPage<Row>>
  /**
   * What a reading function answers, given its arguments (sent in the body, never the
   * address), once `accepts` has found it in the shape the function gives.
   */
  call<Result>(
    name: ReadFunction,
    accepts: AnswerCheck<Result>,
    args?: Readonly<Record<string, string>>,
    signal?: AbortSignal,
  ): Promise<Result>
}

/** The read as PostgREST's query string, e.g. `select=*&published=eq.true&order=...`. */
export function rowReadSearch(read: RowRead): URLSearchParams {
  const search = new URLSearchParams({ select: read.columns ?? '*' })
  for (const [column, value] of Object.entries(read.equals ?? {})) {
    search.append(column, `eq.${String(value)}`)
  }
  if (read.after) search.append(read.after.column, `gt.${read.after.value}`)
  if (read.order && read.order.length > 0) {
    const terms = read.order.map(({ column, ascending, nullsFirst }) => {
      const nulls = nullsFirst === undefined ? '' : nullsFirst ? '.nullsfirst' : '.nullslast'
      return `${column}.${ascending ? 'asc' : 'desc'}${nulls}`
    })
    search.set('order', terms.join(','))
  }
  if (read.limit !== undefined) search.set('limit', String(read.limit))
  if (read.offset !== undefined) search.set('offset', String(read.offset))
  return search
}

/** The total of a `Content-Range` header such as `0-11/288`, or null without one. */
export function rangeTotal(contentRange: string | null): number | null {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1]
  return total === undefined ? null : Number(total)
}

/** How a reader runs a read for its rows, and for its rows with the count of all its rows. */
interface PageReads<Row> {
  rows: (read: RowRead, signal?: AbortSignal) => Promise<Row[]>
  counted: (read: RowRead, signal?: AbortSignal) => Promise<RowPage<Row>>
}

/**
 * A page of a read. A page after the first is two requests side by side, its rows and the count
 * (read with the first row, which is never past the end): PostgREST answers a counted read whose
 * offset is past its rows with 416 (PGRST103), which the browser logs as an error, where an
 * uncounted one is simply empty. The first page is one counted request.
 */
export async function readPage<Row>(
  read: RowRead,
  reads: PageReads<Row>,
  signal?: AbortSignal,
): Promise<RowPage<Row>> {
  if ((read.offset ?? 0) === 0) return reads.counted(read, signal)
  const [rows, { total }] = await Promise.all([
    reads.rows(read, signal),
    reads.counted({ ...read, limit: 1, offset: 0 }, signal),
  ])
  return { rows, total }
}

/** Runs reads through a PostgREST client: the owner's, so drafts and hidden rows are included. */
export function clientRowReader(client: DataClient): RowReader {
  const select = (read: RowRead, signal: AbortSignal | undefined, count?: 'exact') => {
    let query = abortable(client.from(read.table).select(read.columns ?? '*', { count }), signal)
    for (const [column, value] of Object.entries(read.equals ?? {})) {
      query = query.eq(column, value)
    }
    if (read.after) query = query.gt(read.after.column, read.after.value)
    for (const { column, ascending, nullsFirst } of read.order ?? []) {
      query = query.order(column, { ascending, nullsFirst })
    }
    if (read.offset !== undefined) {
      return query.range(read.offset, read.offset + (read.limit ?? 1000) - 1)
    }
    return read.limit === undefined ? query : query.limit(read.limit)
  }
  const rows = <Row>(read: RowRead, signal?: AbortSignal): Promise<Row[]> =>
    dataOf(answerOf<Row[]>(select(read, signal)))
  const counted = async <Row>(read: RowRead, signal?: AbortSignal): Promise<RowPage<Row>> => {
    const answer = await answerOf<Row[]>(select(read, signal, 'exact'))
    const found = await dataOf(Promise.resolve(answer))
    return { rows: found, total: answer.count ?? found.length }
  }
  return {
    rows,
    page: <Row>(read: RowRead & { limit: number }, signal?: AbortSignal) =>
      readPage(read, { rows: rows<Row>, counted: counted<Row> }, signal),
    async call<Result>(
      name: ReadFunction,
      accepts: AnswerCheck<Result>,
      args?: Readonly<Record<string, string>>,
      signal?: AbortSignal,
    ): Promise<Result> {
      const request = args
        ? client.rpc(name, args as never)
        : client.rpc(name, undefined, { get: true })
      const answer = await dataOf<unknown>(abortable(request, signal))
      if (!accepts(answer)) throw new BackendError(`${name} answered in an unexpected shape`)
      return answer
    },
  }
}
