import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../../../shared/backend/database.types.ts'

/**
 * What a factory writes through: the service-role client of a backend test or of an e2e spec,
 * or a signed-in owner's where the rows must be the owner's own writes.
 */
export type TableClient = Pick<PostgrestClient<Database>, 'from'>

type Tables = Database['public']['Tables']

export type TableName = keyof Tables

/** The columns a new row of `table` takes, as the generated database types say. */
export type NewRow<Table extends keyof Tables> = Tables[Table]['Insert']

/** A row of `table` as stored. */
export type StoredRow<Table extends keyof Tables> = Tables[Table]['Row']

/** The error a factory throws when the backend refuses its rows, naming the table. */
export function insertFailure(table: TableName, error: { message: string } | null): Error {
  return new Error(`Could not set up ${table}: ${error?.message ?? 'no row came back'}`)
}

/**
 * The rows in order, cut where the columns they set change, so that each run is one insert in
 * which no row leaves out a column another sets: in one batch PostgREST fills a left-out column
 * with null. (`Prefer: missing=default` would take its default instead, but the product never
 * sends it, so the local backend refuses it.)
 */
export function runsOfSameColumns<Row extends object>(rows: readonly Row[]): Row[][] {
  const runs: { columns: string; rows: Row[] }[] = []
  for (const row of rows) {
    const columns = Object.keys(row).sort().join(',')
    const last = runs.at(-1)
    if (last?.columns === columns) last.rows.push(row)
    else runs.push({ columns, rows: [row] })
  }
  return runs.map((run) => run.rows)
}
