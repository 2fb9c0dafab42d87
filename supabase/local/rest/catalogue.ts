import type { Database } from '../database/Database.ts'

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
  /** Views and materialised views cannot be written through the API here. */
  writable: boolean
  columns: Map<string, Column>
  primaryKey: string[]
}

export interface FunctionArgument {
  name: string
  type: string
  hasDefault: boolean
}

export interface DatabaseFunction {
  name: string
  arguments: FunctionArgument[]
  returnType: string
  returnsSet: boolean
  returnsVoid: boolean
  /** Stable and immutable functions run in a read-only transaction. */
  readOnly: boolean
}

/** The tables and functions of one schema, which every request is checked against. */
export interface Catalogue {
  schema: string
  tables: Map<string, Table>
  functions: Map<string, DatabaseFunction[]>
}

interface ColumnRow {
  table_name: string
  relkind: string
  column_name: string
  data_type: string
  nullable: boolean
  has_default: boolean
}

interface PrimaryKeyRow {
  table_name: string
  column_name: string
}

interface FunctionRow {
  name: string
  arg_names: string[] | null
  arg_modes: string[] | null
  arg_types: string[]
  default_count: number
  return_type: string
  returns_set: boolean
  returns_void: boolean
  volatility: string
}

export async function loadCatalogue(db: Database, schema = 'public'): Promise<Catalogue> {
  return db.transaction(async (session) => {
    const columns = await session.query<ColumnRow>(
      `select c.relname as table_name, c.relkind::text as relkind, a.attname as column_name,
              format_type(a.atttypid, a.atttypmod) as data_type,
              not a.attnotnull as nullable,
              (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        order by c.relname, a.attnum`,
      [schema],
    )
    const primaryKeys = await session.query<PrimaryKeyRow>(
      `select c.relname as table_name, a.attname as column_name
         from pg_index i
         join pg_class c on c.oid = i.indrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = $1
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
      [schema],
    )
    const functions = await session.query<FunctionRow>(
      `select p.proname as name,
              p.proargnames as arg_names,
              p.proargmodes::text[] as arg_modes,
              array(select format_type(t.oid, null)
                      from unnest(p.proargtypes::oid[]) with ordinality as t(oid, position)
                     order by t.position) as arg_types,
              p.pronargdefaults::int as default_count,
              format_type(p.prorettype, null) as return_type,
              p.proretset as returns_set,
              p.prorettype = 'void'::regtype as returns_void,
              p.provolatile::text as volatility
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        order by p.proname`,
      [schema],
    )
    return {
      schema,
      tables: buildTables(columns, primaryKeys),
      functions: buildFunctions(functions),
    }
  })
}

function buildTables(columns: ColumnRow[], primaryKeys: PrimaryKeyRow[]): Map<string, Table> {
  const tables = new Map<string, Table>()
  for (const row of columns) {
    let table = tables.get(row.table_name)
    if (!table) {
      table = {
        name: row.table_name,
        writable: row.relkind === 'r' || row.relkind === 'p',
        columns: new Map(),
        primaryKey: [],
      }
      tables.set(row.table_name, table)
    }
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.data_type,
      nullable: row.nullable,
      hasDefault: row.has_default,
    })
  }
  for (const row of primaryKeys) tables.get(row.table_name)?.primaryKey.push(row.column_name)
  return tables
}

function buildFunctions(rows: FunctionRow[]): Map<string, DatabaseFunction[]> {
  const functions = new Map<string, DatabaseFunction[]>()
  for (const row of rows) {
    const inputNames = inputArgumentNames(row)
    // Functions with unnamed inputs cannot be called with named JSON arguments.
    if (inputNames.some((name) => name === '')) continue
    const firstDefault = row.arg_types.length - row.default_count
    const fn: DatabaseFunction = {
      name: row.name,
      arguments: row.arg_types.map((type, index) => ({
        name: inputNames[index] ?? '',
        type,
        hasDefault: index >= firstDefault,
      })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      readOnly: row.volatility !== 'v',
    }
    functions.set(row.name, [...(functions.get(row.name) ?? []), fn])
  }
  return functions
}

/** Names of the input arguments: all names when there are no modes, else those of IN/INOUT/VARIADIC. */
function inputArgumentNames(row: FunctionRow): string[] {
  const names = row.arg_names ?? []
  if (!row.arg_modes) return row.arg_types.map((_, index) => names[index] ?? '')
  return names.filter((_, index) => ['i', 'b', 'v'].includes(row.arg_modes?.[index] ?? 'i'))
}
