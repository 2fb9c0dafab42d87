import { header } from '../http/types.ts'
import type { ApiResponse } from '../http/types.ts'
import type { Relation } from './catalogue.ts'
import { RestError } from './errors.ts'
import {
  type Call,
  type RestContext,
  exceedsMaxAffected,
  inTransaction,
  mediaHeaders,
  notSingular,
  rollbackWith,
  withResponseSettings,
} from './execution.ts'
import { type Shape, type Source, relationSource } from './fields.ts'
import type { Condition } from './filter-syntax.ts'
import { type MediaType, negotiate } from './media.ts'
import {
  type Conflict,
  type Returning,
  TARGET,
  deleteStatement,
  insertStatement,
  updateStatement,
} from './mutations.ts'
import { tablePayload } from './payload.ts'
import { type Preferences, appliedPreferences, parsePreferences } from './prefer.ts'
import { type RequestQuery, parseRequestQuery } from './query-syntax.ts'
import { contentRange, outOfRange, rangeStatus, requestedRange } from './range.ts'
import { planRead, rootConditions } from './read-plan.ts'
import { AliasCounter, SqlParameters, quoteIdentifier } from './sql.ts'
import { type StatementResult, runRead, runWrite } from './statements.ts'

/** GET, HEAD, POST, PATCH, PUT and DELETE on a table or view. */

export function relationOf(call: Call, name: string): Relation {
  const relation = call.schema.relations.get(name)
  if (!relation) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${call.schema.name}.${name}' in the schema cache`,
    )
  }
  return relation
}

function shapeOf(relation: Relation): Shape {
  return { name: relation.name, columns: relation.columns, relation: relation.name }
}

/** The rows a mutation returned, as the representation's source: `(_row).column`. */
const mutatedRows: Source = {
  from: (alias) => `_m as ${alias}`,
  column: (alias, column) => `(${alias}._row).${quoteIdentifier(column)}`,
  row: (alias) => `${alias}._row`,
}

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

function responseBody(media: MediaType, result: StatementResult, names: string[]): string {
  if (media.kind === 'csv') {
    return `${result.page > 0 ? names.join(',') : ''}\n${result.body ?? ''}`
  }
  return result.body ?? (media.kind === 'object' ? 'null' : '[]')
}

interface WriteSetup {
  relation: Relation
  query: RequestQuery
  preferences: Preferences
  media: MediaType
  params: SqlParameters
}

function writeSetup(call: Call, name: string): WriteSetup {
  const { request } = call
  return {
    relation: relationOf(call, name),
    query: parseRequestQuery(request.query),
    preferences: parsePreferences(header(request, 'prefer')),
    media: negotiate(header(request, 'accept')),
    params: new SqlParameters(),
  }
}

/**
 * The read of a write's result when the response carries it (`return=representation`). It is
 * planned either way, so that a select naming what cannot be embedded is refused either way.
 */
function representation(setup: WriteSetup, call: Call) {
  const wanted = setup.preferences.return === 'representation'
  const node = planRead(
    {
      schema: call.schema,
      query: setup.query,
      params: wanted ? setup.params : new SqlParameters(),
      aliases: new AliasCounter(),
    },
    {
      shape: shapeOf(setup.relation),
      source: mutatedRows,
      rootFilters: false,
      limit: null,
      offset: null,
    },
  )
  return wanted ? node : null
}

function returning(setup: WriteSetup, tracksInserted: boolean): Returning {
  if (
    setup.preferences.return === 'representation' ||
    setup.preferences.return === 'headers-only'
  ) {
    return 'rows'
  }
  return tracksInserted ? 'inserted' : 'count'
}

export async function insertInto(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const { relation, query, preferences, params } = setup
  const payload = tablePayload(call.request, query.columns)
  const conflictColumns = query.onConflict ?? relation.primaryKey
  const conflict: Conflict | null =
    preferences.resolution && conflictColumns.length > 0
      ? {
          columns: conflictColumns,
          action: preferences.resolution === 'merge-duplicates' ? 'merge' : 'ignore',
        }
      : null
  const tracksInserted = conflict?.action === 'merge'
  const rows = representation(setup, call)
  const statement = insertStatement(params, relation, payload, {
    missingDefault: preferences.missing === 'default',
    conflict,
    returning: returning(setup, tracksInserted),
  })
  const headersOnly = preferences.return === 'headers-only' && relation.primaryKey.length > 0
  return inTransaction(context, call, { readOnly: false, preferences }, async (session) => {
    const result = await runWrite(session, params, {
      mutation: statement,
      representation: rows,
      media: setup.media,
      tracksInserted,
      location: headersOnly ? relation.primaryKey : null,
    })
    const status = tracksInserted && result.inserted === 0 ? 200 : 201
    const headers: Record<string, string> = {
      'Content-Range': `*/${countedTotal(preferences, rows ? result.page : result.affected)}`,
    }
    if (headersOnly && result.affected === 1 && result.location) {
      headers.Location = `/${relation.name}?${Object.entries(result.location)
        .map(
          ([column, value]) =>
            `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(value))}`,
        )
        .join('&')}`
    }
    return writeResponse(call, setup, result, {
      status,
      headers,
      resolution: relation.primaryKey.length > 0 || query.onConflict !== null,
      names: rows?.outputNames ?? [],
    })
  })
}

export async function updateRelation(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const { relation, query, preferences, params } = setup
  const payload = tablePayload(call.request, query.columns)
  const conditions = targetConditions(setup, call, 'UPDATE')
  const rows = representation(setup, call)
  const statement = updateStatement(params, relation, payload, {
    missingDefault: preferences.missing === 'default',
    conditions,
    returning: returning(setup, false),
  })
  return inTransaction(context, call, { readOnly: false, preferences }, async (session) => {
    const result = await runWrite(session, params, {
      mutation: statement,
      representation: rows,
      media: setup.media,
      tracksInserted: false,
      location: null,
    })
    const changed = rows ? result.page : result.affected
    return writeResponse(call, setup, result, {
      status: rows ? 200 : 204,
      headers: {
        'Content-Range': contentRange(0, changed, countedTotalOrNull(preferences, changed)),
      },
      resolution: false,
      names: rows?.outputNames ?? [],
    })
  })
}

export async function deleteFrom(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const { relation, preferences, params } = setup
  const conditions = targetConditions(setup, call, 'DELETE')
  const rows = representation(setup, call)
  const statement = deleteStatement(relation, conditions, returning(setup, false))
  return inTransaction(context, call, { readOnly: false, preferences }, async (session) => {
    const result = await runWrite(session, params, {
      mutation: statement,
      representation: rows,
      media: setup.media,
      tracksInserted: false,
      location: null,
    })
    return writeResponse(call, setup, result, {
      status: rows ? 200 : 204,
      headers: {
        'Content-Range': `*/${countedTotal(preferences, rows ? result.page : result.affected)}`,
      },
      resolution: false,
      names: rows?.outputNames ?? [],
    })
  })
}

/** PUT: one row upserted by its primary key, which the filters name with `eq` and nothing else. */
export async function putRow(context: RestContext, call: Call, name: string): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const { relation, query, preferences, params } = setup
  if (query.ranges.some((range) => range.path.length === 0)) {
    throw new RestError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    )
  }
  const primaryKey = relation.primaryKey
  const keyFilters = query.filters.filter((filter) => filter.path.length === 0)
  const onlyKeyEquality =
    primaryKey.length > 0 &&
    query.logic.every((logic) => logic.path.length > 0) &&
    keyFilters.length === primaryKey.length &&
    primaryKey.every((column) =>
      keyFilters.some((filter) => isKeyEquality(filter.condition, column)),
    )
  if (!onlyKeyEquality) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    )
  }
  const payload = tablePayload(call.request, query.columns)
  const where = keyFilters.map((filter) => {
    const value =
      filter.condition.operation.kind === 'compare' ? filter.condition.operation.value : ''
    return `_b.${quoteIdentifier(filter.condition.field.name)} = ${params.add(value)}`
  })
  const rows = representation(setup, call)
  const statement = insertStatement(params, relation, payload, {
    missingDefault: false,
    conflict: { columns: primaryKey, action: 'merge' },
    returning: returning(setup, true),
    where,
  })
  return inTransaction(context, call, { readOnly: false, preferences }, async (session) => {
    const result = await runWrite(session, params, {
      mutation: statement,
      representation: rows,
      media: setup.media,
      tracksInserted: true,
      location: null,
    })
    if (result.affected !== 1) {
      rollbackWith(
        new RestError(
          400,
          'PGRST115',
          'Payload values do not match URL in primary key column(s)',
        ).toResponse(),
      )
    }
    return writeResponse(call, setup, result, {
      status: rows ? (result.inserted > 0 ? 201 : 200) : 204,
      headers: {},
      resolution: false,
      names: rows?.outputNames ?? [],
    })
  })
}

function isKeyEquality(condition: Condition, column: string): boolean {
  return (
    condition.field.name === column &&
    condition.field.jsonPath.length === 0 &&
    !condition.negated &&
    condition.operation.kind === 'compare' &&
    condition.operation.operator === 'eq' &&
    condition.operation.quantifier === null
  )
}

/** The filters on the target itself; hosted Supabase refuses UPDATE and DELETE without any. */
function targetConditions(setup: WriteSetup, call: Call, command: 'UPDATE' | 'DELETE'): string[] {
  const conditions = rootConditions(
    { schema: call.schema, query: setup.query, params: setup.params, aliases: new AliasCounter() },
    shapeOf(setup.relation),
    relationSource(setup.relation.schema, setup.relation.name),
    TARGET,
  )
  if (conditions.length === 0) {
    // pg-safeupdate, which hosted Supabase loads for API requests.
    throw new RestError(400, '21000', `${command} requires a WHERE clause`)
  }
  return conditions
}

function countedTotal(preferences: Preferences, rows: number): string {
  return preferences.count === 'exact' || preferences.count === 'estimated' ? String(rows) : '*'
}

function countedTotalOrNull(preferences: Preferences, rows: number): number | null {
  return preferences.count === 'exact' || preferences.count === 'estimated' ? rows : null
}

/** A write's answer: the representation or nothing, singular and max-affected checks applied. */
function writeResponse(
  call: Call,
  setup: WriteSetup,
  result: StatementResult,
  options: {
    status: number
    headers: Record<string, string>
    resolution: boolean
    names: string[]
  },
): ApiResponse {
  const { preferences, media } = setup
  const rows = preferences.return === 'representation' ? result.page : result.affected
  if (media.kind === 'object' && rows !== 1) rollbackWith(notSingular(rows).toResponse())
  const method = call.request.method
  const tooMany =
    method === 'PATCH' || method === 'DELETE'
      ? exceedsMaxAffected(preferences, result.affected)
      : null
  if (tooMany) rollbackWith(tooMany.toResponse())
  const headers = { ...options.headers }
  const applied = appliedPreferences(preferences, {
    resolution: options.resolution,
    return: true,
    missing: method === 'POST' || method === 'PATCH',
    maxAffected: method === 'PATCH' || method === 'DELETE',
  })
  if (applied) headers['Preference-Applied'] = applied
  if (preferences.return !== 'representation') {
    return withResponseSettings({ status: options.status, headers }, result)
  }
  return withResponseSettings(
    {
      status: options.status,
      headers: { ...headers, ...mediaHeaders(call, media) },
      body: responseBody(media, result, options.names),
    },
    result,
  )
}
