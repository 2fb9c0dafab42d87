import { type ApiResponse, header } from '../http/types.ts'
import type { ExposedSchema, Relation } from './catalogue.ts'
import { RestError } from './errors.ts'
import {
  type Call,
  type RestContext,
  exceedsMaxAffected,
  inTransaction,
  mediaHeaders,
  notSingular,
  relationOf,
  rollbackWith,
  withResponseSettings,
} from './execution.ts'
import type { Condition } from './filter-syntax.ts'
import { type MediaType, negotiate } from './media.ts'
import {
  type Conflict,
  type Returning,
  deleteStatement,
  insertStatement,
  targetConditions,
  updateStatement,
} from './mutations.ts'
import { tablePayload } from './payload.ts'
import { type Preferences, appliedPreferences, parsePreferences } from './prefer.ts'
import { type RequestQuery, parseRequestQuery } from './query-syntax.ts'
import { contentRange } from './range.ts'
import { type Representation, planRepresentation } from './read-plan.ts'
import { SqlParameters, quoteIdentifier } from './sql.ts'
import { type StatementResult, responseBody, runWrite } from './statements.ts'

/**
 * POST, PATCH, PUT and DELETE on a table or view, each in one line of steps: the request is
 * read (writeSetup), the statement planned with its WHERE (mutations.ts), the representation
 * planned (read-plan.ts's planRepresentation: the one use of the read side), run, and answered
 * (executeWrite).
 */

interface WriteSetup {
  schema: ExposedSchema
  relation: Relation
  query: RequestQuery
  preferences: Preferences
  media: MediaType
  params: SqlParameters
}

/** A write's statement, and what its answer carries. */
interface WritePlan {
  mutation: string
  representation: Representation | null
  tracksInserted: boolean
  location: string[] | null
}

interface WriteAnswer {
  status: number
  headers: Record<string, string>
  /** Whether `Preference-Applied` may report a resolution. */
  resolution: boolean
}

export function insertInto(context: RestContext, call: Call, name: string): Promise<ApiResponse> {
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
  const representation = representationOf(setup)
  const headersOnly = preferences.return === 'headers-only' && relation.primaryKey.length > 0
  const plan: WritePlan = {
    mutation: insertStatement(params, relation, payload, {
      missingDefault: preferences.missing === 'default',
      conflict,
      returning: returning(setup, tracksInserted),
    }),
    representation,
    tracksInserted,
    location: headersOnly ? relation.primaryKey : null,
  }
  return executeWrite(context, call, setup, plan, (result, changed) => {
    const headers: Record<string, string> = {
      'Content-Range': `*/${countedTotal(preferences, changed) ?? '*'}`,
    }
    if (headersOnly && result.affected === 1 && result.location) {
      headers.Location = `/${relation.name}?${Object.entries(result.location)
        .map(
          ([column, value]) =>
            `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(value))}`,
        )
        .join('&')}`
    }
    return {
      status: tracksInserted && result.inserted === 0 ? 200 : 201,
      headers,
      resolution: relation.primaryKey.length > 0 || query.onConflict !== null,
    }
  })
}

export function updateRelation(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const { relation, query, preferences, params } = setup
  const payload = tablePayload(call.request, query.columns)
  // An empty body changes nothing: PostgREST runs no UPDATE for it but selects no rows, so it
  // needs no filter either (hosted's pg-safeupdate never sees it).
  const conditions = payload.keys.length > 0 ? targetConditions(setup, 'UPDATE') : []
  const representation = representationOf(setup)
  const plan: WritePlan = {
    mutation: updateStatement(params, relation, payload, {
      missingDefault: preferences.missing === 'default',
      conditions,
      returning: returning(setup, false),
    }),
    representation,
    tracksInserted: false,
    location: null,
  }
  return executeWrite(context, call, setup, plan, (_result, changed) => ({
    status: representation ? 200 : 204,
    headers: { 'Content-Range': contentRange(0, changed, countedTotal(preferences, changed)) },
    resolution: false,
  }))
}

export function deleteFrom(context: RestContext, call: Call, name: string): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const conditions = targetConditions(setup, 'DELETE')
  const representation = representationOf(setup)
  const plan: WritePlan = {
    mutation: deleteStatement(setup.relation, conditions, returning(setup, false)),
    representation,
    tracksInserted: false,
    location: null,
  }
  return executeWrite(context, call, setup, plan, (_result, changed) => ({
    status: representation ? 200 : 204,
    headers: { 'Content-Range': `*/${countedTotal(setup.preferences, changed) ?? '*'}` },
    resolution: false,
  }))
}

/** PUT: one row upserted by its primary key, which the filters name with `eq` and nothing else. */
export function putRow(context: RestContext, call: Call, name: string): Promise<ApiResponse> {
  const setup = writeSetup(call, name)
  const { relation, query, params } = setup
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
  const representation = representationOf(setup)
  const plan: WritePlan = {
    mutation: insertStatement(params, relation, payload, {
      missingDefault: false,
      conflict: { columns: primaryKey, action: 'merge' },
      returning: returning(setup, true),
      where,
    }),
    representation,
    tracksInserted: true,
    location: null,
  }
  return executeWrite(context, call, setup, plan, (result) => {
    if (result.affected !== 1) {
      rollbackWith(
        new RestError(
          400,
          'PGRST115',
          'Payload values do not match URL in primary key column(s)',
        ).toResponse(),
      )
    }
    return {
      status: representation ? (result.inserted > 0 ? 201 : 200) : 204,
      headers: {},
      resolution: false,
    }
  })
}

function writeSetup(call: Call, name: string): WriteSetup {
  const { request } = call
  return {
    schema: call.schema,
    relation: relationOf(call, name),
    query: parseRequestQuery(request.query),
    preferences: parsePreferences(header(request, 'prefer')),
    media: negotiate(header(request, 'accept')),
    params: new SqlParameters(),
  }
}

/** The read of a write's result, when the response carries it (`return=representation`). */
function representationOf(setup: WriteSetup): Representation | null {
  return planRepresentation(setup, setup.preferences.return === 'representation')
}

function returning(setup: WriteSetup, tracksInserted: boolean): Returning {
  const { preferences } = setup
  if (preferences.return === 'representation' || preferences.return === 'headers-only')
    return 'rows'
  return tracksInserted ? 'inserted' : 'count'
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

/** The total a write reports: its rows when a count was asked for. */
function countedTotal(preferences: Preferences, rows: number): number | null {
  return preferences.count === 'exact' || preferences.count === 'estimated' ? rows : null
}

/**
 * Runs a write in its transaction and answers it: the representation or nothing, after the
 * singular and max-affected checks (either rolls the write back).
 */
function executeWrite(
  context: RestContext,
  call: Call,
  setup: WriteSetup,
  plan: WritePlan,
  answer: (result: StatementResult, changed: number) => WriteAnswer,
): Promise<ApiResponse> {
  const { preferences, media } = setup
  return inTransaction(context, call, { readOnly: false, preferences }, async (session) => {
    const result = await runWrite(session, setup.params, {
      ...plan,
      representation: plan.representation?.sql ?? null,
      media,
    })
    const changed = plan.representation ? result.page : result.affected
    const { status, headers, resolution } = answer(result, changed)
    if (media.kind === 'object' && changed !== 1) rollbackWith(notSingular(changed).toResponse())
    const method = call.request.method
    const limited = method === 'PATCH' || method === 'DELETE'
    const tooMany = limited ? exceedsMaxAffected(preferences, result.affected) : null
    if (tooMany) rollbackWith(tooMany.toResponse())
    const applied = appliedPreferences(preferences, {
      resolution,
      return: true,
      missing: method === 'POST' || method === 'PATCH',
      maxAffected: limited,
    })
    if (applied) headers['Preference-Applied'] = applied
    if (!plan.representation) return withResponseSettings({ status, headers }, result)
    const body = responseBody(media, result, plan.representation.outputNames)
    return withResponseSettings(
      { status, headers: { ...headers, ...mediaHeaders(call, media) }, body },
      result,
    )
  })
}
