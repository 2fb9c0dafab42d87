import { isJsonObject, readJsonBody } from '../http/json-body.ts'
import { type ApiResponse, header } from '../http/types.ts'
import { RestError, notImplemented } from './errors.ts'
import {
  type Call,
  type RestContext,
  exceedsMaxAffected,
  inTransaction,
  rollbackWith,
} from './execution.ts'
import { negotiate } from './media.ts'
import { bodyType, invalidBody } from './payload.ts'
import { appliedPreferences, parsePreferences } from './prefer.ts'
import { type RequestQuery, parseRequestQuery } from './query-syntax.ts'
import { requestedRange } from './range.ts'
import { planRead } from './read-plan.ts'
import type { Routine } from './catalogue.ts'
import { type RpcArguments, callSource, chooseRoutine, voidCall } from './rpc.ts'
import { AliasCounter, SqlParameters } from './sql.ts'
import { runRead } from './statements.ts'
import { readResponse } from './table-routes.ts'

/**
 * `/rpc/{function}`: GET and HEAD with query arguments (read-only), POST with a JSON object, a
 * form, or a raw body for a single unnamed parameter. A function returning rows is read like a
 * table: select, filters, order, limits, counts and embedding apply to its result.
 */
export async function callFunction(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const { request } = call
  const post = request.method === 'POST'
  const query = parseRequestQuery(request.query, !post)
  const preferences = parsePreferences(header(request, 'prefer'))
  const media = negotiate(header(request, 'accept'))
  const input = post ? bodyInput(call, query) : queryInput(query)
  const routine = chooseRoutine(call.schema, name, input.keys, post ? bodyType(request).type : null)
  const args = argumentsFor(routine, input)
  const readOnly = !post || routine.volatility !== 'volatile'
  const strictMaxAffected = preferences.handling === 'strict' && preferences.maxAffected !== null
  if (strictMaxAffected && !routine.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }
  const params = new SqlParameters()
  if (routine.result.kind === 'void') {
    const sql = voidCall(params, routine, args)
    return inTransaction(context, call, { readOnly, preferences }, async (session) => {
      await session.query(sql, params.values)
      const applied = appliedPreferences(preferences, {
        resolution: false,
        return: false,
        missing: false,
        maxAffected: true,
      })
      const headers: Record<string, string> = applied ? { 'Preference-Applied': applied } : {}
      return { status: 204, headers }
    })
  }
  const range = requestedRange(
    query.ranges.find((entry) => entry.path.length === 0),
    request.method === 'GET' ? header(request, 'range') : undefined,
    context.maxRows,
  )
  const { source, shape, scalar } = callSource(params, routine, args)
  const node = planRead(
    { schema: call.schema, query, params, aliases: new AliasCounter() },
    { shape, source, rootFilters: true, limit: range.limit, offset: range.offset },
  )
  return inTransaction(context, call, { readOnly, preferences }, async (session) => {
    const result = await runRead(session, params, {
      node,
      media,
      headOnly: request.method === 'HEAD',
      // PostgREST plans no count for a function call: a planned count is no count there.
      count: preferences.count === 'planned' ? null : preferences.count,
      maxRows: context.maxRows,
      scalar: scalar && query.selectsAll ? scalar : null,
      single: !routine.returnsSet,
    })
    const tooMany = exceedsMaxAffected(preferences, result.page)
    if (tooMany) rollbackWith(tooMany.toResponse())
    return readResponse(call, result, {
      media,
      range,
      preferences,
      names: node.outputNames,
      maxAffected: true,
    })
  })
}

/** What a call carries before its function is known: argument names and their values. */
interface CallInput {
  keys: string[]
  /** Query or form arguments as text; a name given twice fills a variadic array. */
  text: Map<string, string[]> | null
  /** A JSON body as sent, or a raw text, XML or binary body. */
  body: string | Buffer | null
}

function queryInput(query: RequestQuery): CallInput {
  const text = new Map<string, string[]>()
  for (const [key, value] of query.arguments) text.set(key, [...(text.get(key) ?? []), value])
  return { keys: [...text.keys()], text, body: null }
}

function bodyInput(call: Call, query: RequestQuery): CallInput {
  const { request } = call
  const { type, mime } = bodyType(request)
  if (type === 'text' || type === 'xml') {
    return { keys: [], text: null, body: request.body.toString('utf8') }
  }
  if (type === 'binary') return { keys: [], text: null, body: request.body }
  if (type === 'form') {
    const text = new Map<string, string[]>()
    for (const [key, value] of new URLSearchParams(request.body.toString('utf8'))) {
      text.set(key, [...(text.get(key) ?? []), value])
    }
    return { keys: [...text.keys()], text, body: null }
  }
  if (type !== 'json') throw invalidBody(`Content-Type not acceptable: ${mime}`)
  const parsed = readJsonBody(request)
  if (parsed.kind === 'invalid') throw invalidBody('Empty or invalid json')
  const value = parsed.kind === 'empty' ? {} : parsed.value
  if (Array.isArray(value)) {
    throw notImplemented('Calling a function with an array body (one call per element)')
  }
  const keys = query.columns ?? (isJsonObject(value) ? Object.keys(value) : [])
  return { keys, text: null, body: parsed.kind === 'empty' ? '{}' : request.body.toString('utf8') }
}

/** A single unnamed parameter takes the whole body; named ones take their arguments. */
function argumentsFor(routine: Routine, input: CallInput): RpcArguments {
  const [only] = routine.arguments
  if (routine.arguments.length === 1 && only?.name === '') {
    return { kind: 'whole', value: input.body ?? '' }
  }
  if (input.text) return { kind: 'text', values: input.text }
  return {
    kind: 'json',
    json: typeof input.body === 'string' ? input.body : '{}',
    keys: input.keys,
  }
}
