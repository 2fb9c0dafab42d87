import type { Database } from '../database/Database.ts'

/**
 * The schema cache: the tables and functions of the `public` schema, read once at start, that
 * writes and function calls are checked against (and that `npm run gen:types` renders).
 */

export interface Column {
  name: string
  /** As `format_type` prints it, e.g. "text[]", "timestamp with time zone". */
  type: string
  nullable: boolean
  /** Has a default, an identity or is generated: may be left out of an insert. */
  hasDefault: boolean
}

export interface Table {
  name: string
  columns: Map<string, Column>
  primaryKey: string[]
}

export interface RoutineArgument {
  name: string
  type: string
  hasDefault: boolean
}

export interface Routine {
  name: string
  arguments: RoutineArgument[]
  /** As `format_type` prints the return type, without SETOF. */
  returnType: string
  returnsSet: boolean
  returnsVoid: boolean
  /** Returns rows of named columns (a table's or composite type's, or RETURNS TABLE). */
  returnsRows: boolean
  /** Stable and immutable functions run in a read-only transaction. */
  readOnly: boolean
}

export interface Catalogue {
  tables: Map<string, Table>
  /** By name; overloads are listed together. */
  routines: Map<string, Routine[]>
}

interface ColumnRow {
  table: string
  name: string
  type: string
  nullable: boolean
  has_default: boolean
  primary_key_position: number | null
}

interface RoutineRow {
  name: string
  arg_names: string[]
  arg_types: string[]
  default_count: number
  return_type: string
  returns_set: boolean
  returns_void: boolean
  returns_rows: boolean
  volatility: string
}

const COLUMNS_SQL = `
select c.relname::text as table, a.attname::text as name,
       format_type(a.atttypid, a.atttypmod) as type,
       not a.attnotnull as nullable,
       (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default,
       array_position(k.conkey, a.attnum) as primary_key_position
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
 where n.nspname = 'public' and c.relkind in ('r', 'p')
 order by c.relname, a.attnum`

/** Input arguments only (OUT columns are part of the result), and no trigger functions. */
const ROUTINES_SQL = `
select p.proname::text as name,
       array(select coalesce(p.proargnames[i], '')
               from generate_series(1, coalesce(array_length(p.proargmodes, 1), p.pronargs)) as i
              where coalesce(p.proargmodes[i]::text, 'i') in ('i', 'b', 'v')
              order by i) as arg_names,
       array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as arg_types,
       p.pronargdefaults::int as default_count,
       format_type(p.prorettype, null) as return_type,
       p.proretset as returns_set,
       p.prorettype = 'void'::regtype as returns_void,
       (p.prorettype = 'record'::regtype or t.typtype = 'c') as returns_rows,
       p.provolatile::text as volatility
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
 where n.nspname = 'public' and p.prokind = 'f'
   and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
 order by p.proname, p.oid`

export async function loadCatalogue(db: Database): Promise<Catalogue> {
  return db.transaction(async (session) => {
    const columns = await session.query<ColumnRow>(COLUMNS_SQL)
    const routines = await session.query<RoutineRow>(ROUTINES_SQL)
    return { tables: tablesOf(columns), routines: routinesOf(routines) }
  })
}

function tablesOf(rows: ColumnRow[]): Map<string, Table> {
  const tables = new Map<string, Table & { keyPositions: Map<string, number> }>()
  for (const row of rows) {
    let table = tables.get(row.table)
    if (!table) {
      table = { name: row.table, columns: new Map(), primaryKey: [], keyPositions: new Map() }
      tables.set(row.table, table)
    }
    const { name, type, nullable } = row
    table.columns.set(name, { name, type, nullable, hasDefault: row.has_default })
    if (row.primary_key_position !== null) table.keyPositions.set(name, row.primary_key_position)
  }
  return new Map(
    [...tables].map(([name, { keyPositions, ...table }]) => [
      name,
      {
        ...table,
        primaryKey: [...keyPositions].sort((a, b) => a[1] - b[1]).map(([column]) => column),
      },
    ]),
  )
}

function routinesOf(rows: RoutineRow[]): Map<string, Routine[]> {
  const routines = new Map<string, Routine[]>()
  for (const row of rows) {
    const firstDefault = row.arg_types.length - row.default_count
    const routine: Routine = {
      name: row.name,
      arguments: row.arg_types.map((type, index) => ({
        name: row.arg_names[index] ?? '',
        type,
        hasDefault: index >= firstDefault,
      })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      returnsRows: row.returns_rows,
      readOnly: row.volatility !== 'v',
    }
    routines.set(row.name, [...(routines.get(row.name) ?? []), routine])
  }
  return routines
}
