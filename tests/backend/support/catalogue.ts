import type { SqlSession } from '../../../supabase/local/database/Database.ts'

/** What the PostgreSQL catalogue says about tables, policies, buckets and privileges. */

export type PolicyCommand = 'select' | 'insert' | 'update' | 'delete' | 'all'

export interface Policy {
  schema: string
  table: string
  name: string
  command: PolicyCommand
  permissive: boolean
  /** Role names; `public` means every role. */
  roles: string[]
  using: string | null
  check: string | null
}

export interface Table {
  name: string
  rowLevelSecurity: boolean
}

export interface Bucket {
  id: string
  public: boolean
  fileSizeLimit: number | null
  allowedMimeTypes: string[] | null
}

export const API_ROLES = ['anon', 'authenticated'] as const

/** The expressions that limit a policy's writes; null where nothing limits them. */
export function writeLimits(policy: Policy): (string | null)[] {
  switch (policy.command) {
    case 'select':
      return []
    case 'insert':
      return [policy.check]
    case 'delete':
      return [policy.using]
    case 'update':
    case 'all':
      return [policy.using, policy.check ?? policy.using]
  }
}

export function readPolicies(session: SqlSession): Promise<Policy[]> {
  return session.query<Policy>(
    `select n.nspname as schema, c.relname as "table", p.polname as name,
            case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                          when 'd' then 'delete' else 'all' end as command,
            p.polpermissive as permissive,
            array(select case when role = 0 then 'public' else pg_catalog.pg_get_userbyid(role)::text end
                    from unnest(p.polroles) as role)::text[] as roles,
            pg_catalog.pg_get_expr(p.polqual, p.polrelid) as "using",
            pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as "check"
       from pg_catalog.pg_policy p
       join pg_catalog.pg_class c on c.oid = p.polrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      order by 1, 2, 3`,
  )
}

/** The tables of a schema, with whether row-level security is on. */
export function readTables(session: SqlSession, schema: string): Promise<Table[]> {
  return session.query<Table>(
    `select c.relname as name, c.relrowsecurity as "rowLevelSecurity"
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p')
      order by 1`,
    [schema],
  )
}

export function readBuckets(session: SqlSession): Promise<Bucket[]> {
  return session.query<Bucket>(
    `select id, coalesce(public, false) as public, file_size_limit::integer as "fileSizeLimit",
            allowed_mime_types as "allowedMimeTypes"
       from storage.buckets order by id`,
  )
}

/** Columns of a table the role may give a value on insert (table or column privilege). */
export async function insertableColumns(
  session: SqlSession,
  role: string,
  table: string,
): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select a.attname as name from pg_catalog.pg_attribute a
      where a.attrelid = $2::regclass and a.attnum > 0 and not a.attisdropped
        and pg_catalog.has_column_privilege($1, a.attrelid, a.attnum, 'INSERT')
      order by a.attnum`,
    [role, table],
  )
  return rows.map((row) => row.name)
}

/** The kinds of write the role holds a privilege for on the table (any column counts). */
export async function writePrivileges(
  session: SqlSession,
  role: string,
  table: string,
): Promise<string[]> {
  const rows = await session.query<{ privilege: string }>(
    `select privilege from unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) as privilege
      where case when privilege in ('INSERT', 'UPDATE')
                 then pg_catalog.has_any_column_privilege($1, $2::regclass, privilege)
                 else pg_catalog.has_table_privilege($1, $2::regclass, privilege) end`,
    [role, table],
  )
  return rows.map((row) => row.privilege)
}

/** The table's CHECK constraints, with the columns each one reads. */
export function checkConstraints(
  session: SqlSession,
  table: string,
): Promise<{ columns: string[]; definition: string }[]> {
  return session.query(
    `select array(select a.attname::text from pg_catalog.pg_attribute a
                   where a.attrelid = k.conrelid and a.attnum = any(k.conkey))::text[] as columns,
            pg_catalog.pg_get_constraintdef(k.oid) as definition
       from pg_catalog.pg_constraint k
      where k.conrelid = $1::regclass and k.contype = 'c'`,
    [table],
  )
}

export interface RowTrigger {
  name: string
  function: string
  securityDefiner: boolean
  settings: string[]
}

/** The table's own BEFORE INSERT row triggers and the functions they run. */
export function beforeInsertTriggers(session: SqlSession, table: string): Promise<RowTrigger[]> {
  return session.query<RowTrigger>(
    `select t.tgname as name, format('%I.%I', n.nspname, p.proname) as "function",
            p.prosecdef as "securityDefiner", coalesce(p.proconfig, '{}')::text[] as settings
       from pg_catalog.pg_trigger t
       join pg_catalog.pg_proc p on p.oid = t.tgfoid
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where t.tgrelid = $1::regclass and not t.tgisinternal
        and t.tgtype & 1 = 1 and t.tgtype & 2 = 2 and t.tgtype & 4 = 4`,
    [table],
  )
}

export interface FunctionFacts {
  securityDefiner: boolean
  settings: string[]
  body: string
}

export async function functionFacts(
  session: SqlSession,
  signature: string,
): Promise<FunctionFacts> {
  const [row] = await session.query<FunctionFacts>(
    `select p.prosecdef as "securityDefiner", coalesce(p.proconfig, '{}')::text[] as settings,
            p.prosrc as body
       from pg_catalog.pg_proc p where p.oid = $1::regprocedure`,
    [signature],
  )
  if (!row) throw new Error(`No function ${signature}`)
  return row
}
