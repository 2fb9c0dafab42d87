import { type ApiResponse, header } from '../http/types.ts'
import { type Answer, negotiate } from './accept.ts'
import { contractTable } from './allow-list.ts'
import { bodyRows } from './body.ts'
import type { Table } from './catalogue.ts'
import { notSingular } from './errors.ts'
import { filterConditions } from './filters.ts'
import { type Preferences, parsePreferences } from './prefer.ts'
import { type RestQuery, parseRestQuery } from './query.ts'
import { bodyOf, jsonAnswer, selectList } from './rows-sql.ts'
import { SqlParameters } from './sql.ts'
import { type Call, type RestContext, asCaller } from './transaction.ts'
import {
  type Conflict,
  type Returning,
  deleteSql,
  insertSql,
  requireConditions,
  updateSql,
} from './write-sql.ts'

/**
 * POST, PATCH and DELETE on a table: the request is read (writeRequest), its statement written
 * (write-sql.ts), run with the representation of its rows when `return=representation` asks
 * for it, and answered with PostgREST's status and Content-Range.
 */

interface WriteRequest {
  table: Table
  query: RestQuery
  preferences: Preferences
  answer: Answer
  params: SqlParameters
  /** The answer carries the written rows. */
  represented: boolean
}

interface WriteResult {
  body: string | null
  /** Rows the statement wrote, and how many of them it inserted (upserts). */
  changed: number
  inserted: number
}

export async function insertInto(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const write = writeRequest(context, call, name)
  const { table, query, preferences, params } = write
  const rows = bodyRows(call.request, query.columns, true)
  const conflictColumns = query.onConflict ?? table.primaryKey
  const conflict: Conflict | null =
    preferences.resolution && conflictColumns.length > 0
      ? {
          columns: conflictColumns,
          action: preferences.resolution === 'merge-duplicates' ? 'merge' : 'ignore',
        }
      : null
  const tracksInserted = conflict?.action === 'merge'
  const returning: Returning = write.represented ? 'rows' : tracksInserted ? 'inserted' : 'count'
  const mutation = insertSql(params, table, rows, { conflict, returning })
  const result = await runWrite(context, call, write, mutation, tracksInserted)
  const status = tracksInserted && result.inserted === 0 ? 200 : 201
  return writeAnswer(write, result, status, `*/${counted(preferences, result.changed)}`)
}

export async function updateTable(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const write = writeRequest(context, call, name)
  const { table, query, params } = write
  const rows = bodyRows(call.request, query.columns, false)
  // An empty body changes nothing: PostgREST runs no UPDATE for it, so it needs no filter.
  const conditions = rows.keys.length > 0 ? filterConditions(query.filters, '_t', params) : []
  if (rows.keys.length > 0) requireConditions(conditions, 'UPDATE')
  const mutation = updateSql(params, table, rows, { conditions, returning: returning(write) })
  const result = await runWrite(context, call, write, mutation, false)
  const { changed } = result
  const total = counted(write.preferences, changed)
  const range = changed > 0 ? `0-${changed - 1}/${total}` : `*/${total}`
  return writeAnswer(write, result, write.represented ? 200 : 204, range)
}

export async function deleteFrom(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const write = writeRequest(context, call, name)
  const conditions = filterConditions(write.query.filters, '_t', write.params)
  requireConditions(conditions, 'DELETE')
  const mutation = deleteSql(write.table, conditions, returning(write))
  const result = await runWrite(context, call, write, mutation, false)
  const range = `*/${counted(write.preferences, result.changed)}`
  return writeAnswer(write, result, write.represented ? 200 : 204, range)
}

function writeRequest(context: RestContext, call: Call, name: string): WriteRequest {
  const { request } = call
  const preferences = parsePreferences(header(request, 'prefer'))
  return {
    table: contractTable(context.catalogue, name, request.method),
    query: parseRestQuery(request.query, request.method),
    preferences,
    answer: negotiate(header(request, 'accept')),
    params: new SqlParameters(),
    represented: preferences.return === 'representation',
  }
}

function returning(write: WriteRequest): Returning {
  return write.represented ? 'rows' : 'count'
}

/** The total a write reports: its rows when a count was asked for. */
function counted(preferences: Preferences, changed: number): string {
  return preferences.count === 'exact' ? String(changed) : '*'
}

/**
 * Runs the mutation with the read of its rows, in one transaction: an answer of one object
 * that did not write exactly one row is refused, and the write rolled back.
 */
function runWrite(
  context: RestContext,
  call: Call,
  write: WriteRequest,
  mutation: string,
  tracksInserted: boolean,
): Promise<WriteResult> {
  const inserted = tracksInserted ? '(select count(*) from _m where _inserted)::int' : '0'
  const sql = write.represented
    ? `with _m as (${mutation})
       select ${bodyOf(write.answer)} as body, count(*)::int as changed, ${inserted} as inserted
         from (select ${selectList('(_m._row)', write.query.select)} from _m) as _r`
    : `with _m as (${mutation})
       select null::text as body, (select count(*) from _m)::int as changed, ${inserted} as inserted`
  return asCaller(context, call, false, async (session) => {
    const [row] = await session.query<WriteResult>(sql, write.params.values)
    const result = {
      body: row?.body ?? null,
      changed: row?.changed ?? 0,
      inserted: row?.inserted ?? 0,
    }
    if (write.answer === 'object' && result.changed !== 1) throw notSingular(result.changed)
    return result
  })
}

/** The answer, with the written rows when it carries them. */
function writeAnswer(
  write: WriteRequest,
  result: WriteResult,
  status: number,
  contentRange: string,
): ApiResponse {
  const headers = { 'Content-Range': contentRange }
  if (!write.represented) return { status, headers }
  return {
    status,
    headers: { ...headers, ...jsonAnswer(write.answer) },
    body: result.body ?? '[]',
  }
}
