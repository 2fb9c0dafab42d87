import type { SqlSession } from '../database/Database.ts'
import { type MediaType, bodySql } from './media.ts'
import type { Preferences } from './prefer.ts'
import { type NodePlan, renderCountSource, renderNode } from './read-sql.ts'
import { type SqlParameters, quoteIdentifier, quoteLiteral } from './sql.ts'

/**
 * One statement per request, as PostgREST sends one: the rows of the read (or of the function
 * call, or of the write's RETURNING) aggregated into the response body by PostgreSQL, with the
 * page's row count, the total when a count was asked for, and the `response.status` and
 * `response.headers` settings a function may have set on the way.
 */
export interface StatementResult {
  body: string | null
  page: number
  total: number | null
  /** Writes: rows the statement changed, and how many of them were inserted. */
  affected: number
  inserted: number
  location: Record<string, unknown> | null
  responseStatus: string | null
  responseHeaders: string | null
}

interface ResultRow {
  body: string | null
  page: number
  total: number | null
  affected: number | null
  inserted: number | null
  location: Record<string, unknown> | null
  response_status: string | null
  response_headers: string | null
}

const RESPONSE_SETTINGS = `nullif(current_setting('response.status', true), '') as response_status,
  nullif(current_setting('response.headers', true), '') as response_headers`

export interface ReadStatement {
  node: NodePlan
  media: MediaType
  /** Omit the body (HEAD). */
  headOnly: boolean
  count: Preferences['count']
  maxRows: number
  scalar: { column: string; set: boolean } | null
  /** A function that returns one row or value: the body is it, not an array. */
  single?: boolean
}

/** A read or a function call: the node's rows as the body, with counts. */
export async function runRead(
  session: SqlSession,
  params: SqlParameters,
  statement: ReadStatement,
): Promise<StatementResult> {
  const { node, count } = statement
  const countSource = count === null ? '' : renderCountSource(node)
  const total =
    count === 'exact'
      ? `(select count(*) from (${countSource}) as _c)::int`
      : count === 'estimated'
        ? `(select count(*) from (${countSource} limit ${statement.maxRows + 1}) as _c)::int`
        : 'null::int'
  const body = statement.headOnly
    ? 'null::text'
    : bodySql(statement.media, statement.scalar, statement.single ?? false)
  const [row] = await session.query<ResultRow>(
    `select ${body} as body, count(*)::int as page, ${total} as total, ${RESPONSE_SETTINGS}
       from (${renderNode(node)}) as _r`,
    params.values,
  )
  let totalRows = row?.total ?? null
  if (count === 'planned' || (count === 'estimated' && (totalRows ?? 0) > statement.maxRows)) {
    const planned = await plannedRows(session, countSource, params)
    totalRows = count === 'planned' ? planned : Math.max(totalRows ?? 0, planned ?? 0)
  }
  return result(row, totalRows)
}

/** The planner's estimate of the rows a query returns, as `count=planned` reports it. */
async function plannedRows(
  session: SqlSession,
  sql: string,
  params: SqlParameters,
): Promise<number | null> {
  const [row] = await session.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${sql}`,
    params.values,
  )
  const plan = row?.['QUERY PLAN']
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined
  const rows = parsed?.[0]?.Plan?.['Plan Rows']
  return typeof rows === 'number' ? rows : null
}

export interface WriteStatement {
  mutation: string
  /** The representation's SQL, a read over `_m`, or null when the response carries no rows. */
  representation: string | null
  media: MediaType
  /** The statement returns `_inserted` (upserts, whose status says whether they inserted). */
  tracksInserted: boolean
  /** `Prefer: return=headers-only` on an insert: the primary key of the new row. */
  location: string[] | null
}

/** A write: its changed rows, and their representation when one was asked for. */
export async function runWrite(
  session: SqlSession,
  params: SqlParameters,
  statement: WriteStatement,
): Promise<StatementResult> {
  const inserted = statement.tracksInserted ? '(select count(*) from _m where _inserted)::int' : '0'
  const location = statement.location
    ? `(select json_build_object(${statement.location
        .map((column) => `${quoteLiteral(column)}, (_row).${quoteIdentifier(column)}`)
        .join(', ')}) from _m limit 1)`
    : 'null::json'
  const common = `(select count(*) from _m)::int as affected, ${inserted} as inserted, ${location} as location, ${RESPONSE_SETTINGS}`
  const sql = statement.representation
    ? `with _m as (${statement.mutation})
       select ${bodySql(statement.media, null, false)} as body, count(*)::int as page, ${common}
         from (${statement.representation}) as _r`
    : `with _m as (${statement.mutation}) select null::text as body, 0 as page, ${common}`
  const [row] = await session.query<ResultRow>(sql, params.values)
  return result(row, null)
}

/** The response body of a result: its JSON (or CSV, with a header line) as the media asks. */
export function responseBody(media: MediaType, result: StatementResult, names: string[]): string {
  if (media.kind === 'csv') {
    return `${result.page > 0 ? names.join(',') : ''}\n${result.body ?? ''}`
  }
  return result.body ?? (media.kind === 'object' ? 'null' : '[]')
}

function result(row: ResultRow | undefined, total: number | null): StatementResult {
  return {
    body: row?.body ?? null,
    page: row?.page ?? 0,
    total,
    affected: row?.affected ?? 0,
    inserted: row?.inserted ?? 0,
    location: row?.location ?? null,
    responseStatus: row?.response_status ?? null,
    responseHeaders: row?.response_headers ?? null,
  }
}
