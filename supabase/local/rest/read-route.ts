import { type ApiResponse, header } from '../http/types.ts'
import { negotiate } from './accept.ts'
import { contractTable } from './allow-list.ts'
import { RestError, notSingular } from './errors.ts'
import { filterConditions } from './filters.ts'
import { parsePreferences } from './prefer.ts'
import { type RestQuery, parseRestQuery } from './query.ts'
import { bodyOf, jsonAnswer, selectList } from './rows-sql.ts'
import { SqlParameters, publicName, quoteIdentifier } from './sql.ts'
import { type Call, type RestContext, asCaller } from './transaction.ts'

/**
 * GET on a table: the selected columns of the rows the filters keep, in order, within the
 * limit and offset (and `api.max_rows`), with the count of them all when asked
 * (`Prefer: count=exact`): 206 for a part of them, 416 for an offset past them, as PostgREST.
 */
export async function readTable(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const { request } = call
  contractTable(context.catalogue, name, request.method)
  const query = parseRestQuery(request.query, request.method)
  const { count } = parsePreferences(header(request, 'prefer'))
  const answer = negotiate(header(request, 'accept'))
  const params = new SqlParameters()
  const from = fromClause(name, query, params)
  const limit = Math.min(query.limit ?? Infinity, context.maxRows)
  const rows = `select ${selectList('_t', query.select)} ${from}${orderClause(query)} limit ${limit} offset ${query.offset}`
  const total = count === 'exact' ? `(select count(*) ${from})::int` : 'null::int'
  const result = await asCaller(context, call, true, async (session) => {
    const [row] = await session.query<{ body: string | null; page: number; total: number | null }>(
      `select ${bodyOf(answer)} as body, count(*)::int as page, ${total} as total from (${rows}) as _r`,
      params.values,
    )
    return { body: row?.body ?? '[]', page: row?.page ?? 0, total: row?.total ?? null }
  })
  if (answer === 'object' && result.page !== 1) throw notSingular(result.page)
  return {
    status: statusOf(query.offset, result.page, result.total),
    headers: {
      ...jsonAnswer(answer),
      'Content-Range': contentRange(query.offset, result.page, result.total),
    },
    body: result.body,
  }
}

function fromClause(name: string, query: RestQuery, params: SqlParameters): string {
  const conditions = filterConditions(query.filters, '_t', params)
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''
  return `from ${publicName(name)} as _t${where}`
}

function orderClause(query: RestQuery): string {
  if (query.order.length === 0) return ''
  const terms = query.order.map(({ column, descending, nulls }) => {
    const direction = descending ? ' desc' : ' asc'
    return `_t.${quoteIdentifier(column)}${direction}${nulls ? ` nulls ${nulls}` : ''}`
  })
  return ` order by ${terms.join(', ')}`
}

/** 200, 206 when the page holds fewer rows than the total, 416 when the offset is past it. */
function statusOf(offset: number, page: number, total: number | null): number {
  if (total === null) return 200
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  }
  return page < total ? 206 : 200
}

function contentRange(offset: number, page: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total)
  return page > 0 ? `${offset}-${offset + page - 1}/${totalText}` : `*/${totalText}`
}
