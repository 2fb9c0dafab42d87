import { type ApiResponse, header } from '../http/types.ts'
import {
  type Call,
  type RestContext,
  inTransaction,
  mediaHeaders,
  notSingular,
  relationOf,
  withResponseSettings,
} from './execution.ts'
import { relationSource, shapeOf } from './fields.ts'
import { type MediaType, negotiate } from './media.ts'
import { type Preferences, appliedPreferences, parsePreferences } from './prefer.ts'
import { parseRequestQuery } from './query-syntax.ts'
import { contentRange, outOfRange, rangeStatus, requestedRange } from './range.ts'
import { planRead } from './read-plan.ts'
import { AliasCounter, SqlParameters } from './sql.ts'
import { type StatementResult, responseBody, runRead } from './statements.ts'

/** GET and HEAD on a table or view; the answer of every read (functions' too). */

export async function readRelation(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const { request } = call
  const relation = relationOf(call, name)
  const query = parseRequestQuery(request.query)
  const preferences = parsePreferences(header(request, 'prefer'))
  const media = negotiate(header(request, 'accept'))
  const range = requestedRange(
    query.ranges.find((entry) => entry.path.length === 0),
    request.method === 'GET' ? header(request, 'range') : undefined,
    context.maxRows,
  )
  const params = new SqlParameters()
  const node = planRead(
    { schema: call.schema, query, params, aliases: new AliasCounter() },
    {
      shape: shapeOf(relation),
      source: relationSource(relation.schema, relation.name),
      rootFilters: true,
      limit: range.limit,
      offset: range.offset,
    },
  )
  return inTransaction(context, call, { readOnly: true, preferences }, async (session) => {
    const result = await runRead(session, params, {
      node,
      media,
      headOnly: request.method === 'HEAD',
      count: preferences.count,
      maxRows: context.maxRows,
      scalar: null,
    })
    return readResponse(call, result, { media, range, preferences, names: node.outputNames })
  })
}

/** The answer to a read or a function call: body, status and Content-Range by the range. */
export function readResponse(
  call: Call,
  result: StatementResult,
  options: {
    media: MediaType
    range: { offset: number }
    preferences: Preferences
    names: string[]
    maxAffected?: boolean
  },
): ApiResponse {
  const { media, range, preferences } = options
  if (media.kind === 'object' && result.page !== 1) throw notSingular(result.page)
  const status = rangeStatus({ offset: range.offset, limit: null }, result.page, result.total)
  if (status === 416) throw outOfRange(range.offset, result.total ?? 0)
  const headers: Record<string, string> = {
    ...mediaHeaders(call, media),
    'Content-Range': contentRange(range.offset, result.page, result.total),
  }
  const applied = appliedPreferences(preferences, {
    resolution: false,
    return: false,
    missing: false,
    maxAffected: options.maxAffected ?? false,
  })
  if (applied) headers['Preference-Applied'] = applied
  return withResponseSettings(
    {
      status,
      headers,
      body: call.request.method === 'HEAD' ? '' : responseBody(media, result, options.names),
    },
    result,
  )
}
