import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { passGateway } from '../http/gateway.ts'
import { isJsonObject, readJsonBody } from '../http/json-body.ts'
import { routeTable, routedService } from '../http/router.ts'
import {
  type ApiRequest,
  type ApiResponse,
  type Service,
  header,
  jsonResponse,
} from '../http/types.ts'
import { type Caller, identifyCaller, runAsCaller } from '../http/caller.ts'
import type { ApiKeys } from '../keys.ts'
import type { Catalogue, Table } from './catalogue.ts'
import { RestError, badQuery, restErrorFromPostgres } from './errors.ts'
import { type Preferences, appliedPreferences, parsePreferences } from './prefer.ts'
import { type RequestQuery, parseRequestQuery } from './query-syntax.ts'
import { callFunction, resolveFunction } from './rpc.ts'
import { type Rows, deleteRows, insertRows, readRows, updateRows } from './table-operations.ts'

export interface RestContext {
  db: Database
  catalogue: Catalogue
  keys: ApiKeys
  maxRows: number
}

const SINGULAR = 'application/vnd.pgrst.object+json'

interface Call {
  request: ApiRequest
  caller: Caller
}

/** Ends a transaction with a rollback while still answering the request. */
class Rollback extends Error {
  constructor(readonly response: ApiResponse) {
    super('rollback')
  }
}

/**
 * `/rest/v1`: the PostgREST behaviour supabase-js relies on. Every request runs in one transaction
 * as the token's role with its claims in `request.jwt.claims`, so row-level security decides
 * what each caller sees and may change.
 */
export function createRestService(context: RestContext): Service {
  const read = (call: Call, { table }: { table: string }) => readTable(context, call, table)
  const rpc = (call: Call, { name }: { name: string }) => handleRpc(context, call, name)
  return routedService({
    open: (request): Call => {
      const caller = authenticate(passGateway(request, context.keys), context.keys.jwtSecret)
      checkSchemaProfile(request, context.catalogue.schema)
      return { request, caller }
    },
    routes: routeTable<Call>()({
      'GET /': () => Promise.resolve(describeApi(context.catalogue)),
      'GET /rpc/:name': rpc,
      'HEAD /rpc/:name': rpc,
      'POST /rpc/:name': rpc,
      'GET /:table': read,
      'HEAD /:table': read,
      'POST /:table': (call, { table }) => insertIntoTable(context, call, table),
      'PATCH /:table': (call, { table }) => updateTable(context, call, table),
      'DELETE /:table': (call, { table }) => deleteFromTable(context, call, table),
    }),
    errors: {
      toResponse: (error) => (error instanceof RestError ? error.toResponse() : null),
      notFound: () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL'),
      methodNotAllowed: (request) =>
        new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`),
      malformedPath: () => badQuery('Invalid percent-encoding in the path'),
      invalidValue: (error) => restErrorFromPostgres(error, 'anon'),
    },
  })
}

function authenticate(token: string, secret: string): Caller {
  const caller = identifyCaller(token, secret)
  if (caller.ok) return caller
  if (caller.problem === 'unknown_role') {
    throw new RestError(401, '22023', `role "${caller.role ?? ''}" does not exist`)
  }
  const expired = caller.problem === 'expired'
  const message = expired ? 'JWT expired' : 'JWSError JWSInvalidSignature'
  throw new RestError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  })
}

function checkSchemaProfile(request: ApiRequest, schema: string): void {
  const profile = header(request, 'accept-profile') ?? header(request, 'content-profile')
  if (profile !== undefined && profile !== schema) {
    throw new RestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${schema}`,
      null,
      null,
    )
  }
}

/** What every table route reads from its request first. */
interface TableRequest {
  table: Table
  query: RequestQuery
  preferences: Preferences
  singular: boolean
}

function tableRequest(context: RestContext, request: ApiRequest, tableName: string): TableRequest {
  const table = context.catalogue.tables.get(tableName)
  if (!table) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${context.catalogue.schema}.${tableName}' in the schema cache`,
    )
  }
  return {
    table,
    query: parseRequestQuery(request.query),
    preferences: parsePreferences(header(request, 'prefer')),
    singular: (header(request, 'accept') ?? '').includes(SINGULAR),
  }
}

/** GET and HEAD on a table or view. */
function readTable(context: RestContext, call: Call, tableName: string): Promise<ApiResponse> {
  const { request, caller } = call
  const { table, query, preferences, singular } = tableRequest(context, request, tableName)
  const range = requestedRange(request, query, context.maxRows)
  const schema = context.catalogue.schema
  return inTransaction(context, request, caller, { readOnly: true }, async (session) => {
    const rows = await readRows(session, schema, table, query, {
      ...range,
      withTotal: preferences.countExact,
    })
    if (singular) return singularResponse(rows, request.method === 'HEAD')
    const last = range.offset + rows.count - 1
    const total = rows.total === null ? '*' : String(rows.total)
    const partial = rows.total !== null && range.offset + rows.count < rows.total
    return {
      status: partial ? 206 : 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Range': rows.count > 0 ? `${range.offset}-${last}/${total}` : `*/${total}`,
      },
      body: request.method === 'HEAD' ? '' : (rows.json ?? '[]'),
    }
  })
}

function insertIntoTable(context: RestContext, call: Call, tableName: string) {
  const target = tableRequest(context, call.request, tableName)
  const payload = jsonBody(call.request)
  const rows = Array.isArray(payload) ? payload : [payload]
  if (!rows.every(isJsonObject)) throw invalidBody('All object keys must match')
  return write(context, call, target, 201, (session) =>
    insertRows(
      session,
      context.catalogue.schema,
      target.table,
      target.query,
      target.preferences,
      rows,
    ),
  )
}

function updateTable(context: RestContext, call: Call, tableName: string) {
  const target = tableRequest(context, call.request, tableName)
  const payload = jsonBody(call.request)
  if (!isJsonObject(payload)) throw invalidBody('An update takes one JSON object')
  return write(context, call, target, 200, (session) =>
    updateRows(
      session,
      context.catalogue.schema,
      target.table,
      target.query,
      target.preferences,
      payload,
    ),
  )
}

function deleteFromTable(context: RestContext, call: Call, tableName: string) {
  const target = tableRequest(context, call.request, tableName)
  return write(context, call, target, 200, (session) =>
    deleteRows(session, context.catalogue.schema, target.table, target.query, target.preferences),
  )
}

async function write(
  context: RestContext,
  { request, caller }: Call,
  { preferences, singular }: TableRequest,
  statusWithBody: number,
  operation: (session: SqlSession) => Promise<Rows>,
): Promise<ApiResponse> {
  return inTransaction(context, request, caller, { readOnly: false }, async (session) => {
    const rows = await operation(session)
    if (singular && rows.count !== 1) throw new Rollback(singularResponse(rows, false))
    const headers: Record<string, string> = {
      'Content-Range': preferences.countExact ? `*/${rows.count}` : '*/*',
    }
    const applied = appliedPreferences(preferences)
    if (applied) headers['Preference-Applied'] = applied
    let response: ApiResponse
    if (preferences.returnRepresentation) {
      headers['Content-Type'] = `${singular ? SINGULAR : 'application/json'}; charset=utf-8`
      response = {
        status: statusWithBody,
        headers,
        body: (singular ? rows.firstJson : rows.json) ?? '[]',
      }
    } else {
      response = { status: request.method === 'POST' ? 201 : 204, headers }
    }
    if (preferences.rollback) throw new Rollback(response)
    return response
  })
}

async function handleRpc(
  context: RestContext,
  { request, caller }: Call,
  name: string,
): Promise<ApiResponse> {
  let args: Record<string, unknown>
  if (request.method === 'POST') {
    const payload = request.body.length === 0 ? {} : jsonBody(request)
    if (!isJsonObject(payload)) throw invalidBody('RPC arguments must be a JSON object')
    args = payload
  } else {
    args = Object.fromEntries(
      [...request.query].filter(([key]) => key !== 'apikey' && key !== 'select'),
    )
  }
  const fn = resolveFunction(context.catalogue, name, Object.keys(args))
  const readOnly = request.method !== 'POST' || fn.readOnly
  return inTransaction(context, request, caller, { readOnly }, async (session) => {
    const result = await callFunction(session, context.catalogue.schema, fn, args)
    if (result.json === null) return { status: 204 }
    return jsonBodyResponse(200, request.method === 'HEAD' ? '' : result.json)
  })
}

/** Runs `work` as the caller: role, claims and request details set for the transaction only. */
async function inTransaction(
  context: RestContext,
  request: ApiRequest,
  caller: Caller,
  options: { readOnly: boolean },
  work: (session: SqlSession) => Promise<ApiResponse>,
): Promise<ApiResponse> {
  try {
    return await runAsCaller(context.db, request, caller, work, options)
  } catch (error) {
    if (error instanceof Rollback) return error.response
    if (isPostgresError(error)) throw restErrorFromPostgres(error, caller.role)
    throw error
  }
}

function singularResponse(rows: Rows, head: boolean): ApiResponse {
  if (rows.count !== 1) {
    return new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows.count} rows`,
    ).toResponse()
  }
  return {
    status: 200,
    headers: { 'Content-Type': `${SINGULAR}; charset=utf-8`, 'Content-Range': '0-0/*' },
    body: head ? '' : (rows.firstJson ?? 'null'),
  }
}

/** Offset and limit from the query string, else from a `Range: first-last` header; capped. */
function requestedRange(
  request: ApiRequest,
  query: RequestQuery,
  maxRows: number,
): { offset: number; limit: number } {
  const rangeHeader = /^(\d+)-(\d*)$/.exec(header(request, 'range') ?? '')
  const headerOffset = rangeHeader ? Number(rangeHeader[1]) : null
  const headerLimit =
    rangeHeader?.[2] && headerOffset !== null
      ? Math.max(0, Number(rangeHeader[2]) - headerOffset + 1)
      : null
  const offset = query.offset ?? headerOffset ?? 0
  const limit = Math.min(query.limit ?? headerLimit ?? maxRows, maxRows)
  return { offset, limit }
}

function jsonBody(request: ApiRequest): unknown {
  const body = readJsonBody(request)
  if (body.kind === 'empty') throw invalidBody('Empty body')
  if (body.kind === 'invalid') throw invalidBody(body.reason)
  return body.value
}

function invalidBody(details: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details)
}

function jsonBodyResponse(status: number, body: string): ApiResponse {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body }
}

function describeApi(catalogue: Catalogue): ApiResponse {
  return jsonResponse(200, {
    schema: catalogue.schema,
    tables: [...catalogue.tables.keys()],
    functions: [...catalogue.functions.keys()],
  })
}
