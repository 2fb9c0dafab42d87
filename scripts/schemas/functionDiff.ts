import type { SqlSession } from '../../supabase/local/database/Database.ts'
import { DECLARED_SCHEMAS, type SchemaFunction, comparableDefinition } from './schemaFunctions.ts'

/**
 * How a database's functions differ from supabase/schemas/functions, found by the database
 * itself: each declared statement is applied in a savepoint and its `pg_get_functiondef`
 * compared with the function the database had (line comments and layout aside), then rolled
 * back. Nothing is left changed.
 */

/** A function of the database, as it is now. */
interface DatabaseFunction {
  name: string
  /** `schema.name(argument types)`, as `drop function` and `grant` take it. */
  signature: string
  definition: string
  /** `grantee=privileges/grantor` items; null for the defaults. */
  acl: string[] | null
}

export type FunctionChange =
  /** Declared and not in the database. */
  | { kind: 'new'; declared: SchemaFunction }
  /**
   * Declared otherwise than the database has it. `replaced` is the database's function when the
   * declared one cannot replace it in place (its arguments or result changed): it is dropped
   * first, and its execute rights given to the new one.
   */
  | {
      kind: 'changed'
      declared: SchemaFunction
      replaced: DatabaseFunction | null
      signature: string
    }
  /** In the database and declared nowhere. */
  | { kind: 'removed'; existing: DatabaseFunction }

const FUNCTIONS_SQL = `
select n.nspname || '.' || p.proname as name,
       format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
         as signature,
       pg_get_functiondef(p.oid) as definition,
       p.proacl::text[] as acl
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
 where n.nspname = any($1::text[]) and p.prokind in ('f', 'p')
   and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
 order by 1, 2`

/** The changes that would bring the session's database to the declared functions. */
export async function diffFunctions(
  session: SqlSession,
  declared: SchemaFunction[],
): Promise<FunctionChange[]> {
  const before = await databaseFunctions(session)
  const changes: FunctionChange[] = []
  for (const fn of declared) {
    const change = await compare(session, fn, before)
    if (change) changes.push(change)
  }
  const names = new Set(declared.map((fn) => fn.name))
  for (const existing of before) {
    if (!names.has(existing.name)) changes.push({ kind: 'removed', existing })
  }
  return changes
}

async function databaseFunctions(session: SqlSession): Promise<DatabaseFunction[]> {
  return session.query<DatabaseFunction>(FUNCTIONS_SQL, [DECLARED_SCHEMAS])
}

async function compare(
  session: SqlSession,
  declared: SchemaFunction,
  before: DatabaseFunction[],
): Promise<FunctionChange | null> {
  const existing = before.filter((fn) => fn.name === declared.name)
  if (existing.length > 1) {
    throw new Error(
      `The database has ${existing.length} functions named ${declared.name}; supabase/schemas declares one per name`,
    )
  }
  const [old] = existing
  const { applied, dropped } = await applyInSavepoint(session, declared, old)
  if (!old) return { kind: 'new', declared }
  if (dropped || applied.signature !== old.signature) {
    return { kind: 'changed', declared, replaced: old, signature: applied.signature }
  }
  return comparableDefinition(old.definition) === comparableDefinition(applied.definition)
    ? null
    : { kind: 'changed', declared, replaced: null, signature: applied.signature }
}

/**
 * The declared function as the database defines it, found by creating it and rolling back.
 * When its result type or argument names changed, `create or replace` is refused (42P13):
 * then the functions of that name are dropped first, as the migration will do.
 */
async function applyInSavepoint(
  session: SqlSession,
  declared: SchemaFunction,
  old: DatabaseFunction | undefined,
): Promise<{ applied: DatabaseFunction; dropped: boolean }> {
  await session.exec('savepoint declared_function')
  try {
    let dropped = false
    try {
      await session.exec(declared.statement)
    } catch (error) {
      if (!old || !isCode(error, '42P13')) throw error
      await session.exec('rollback to savepoint declared_function')
      await session.exec(`drop function ${old.signature}`)
      await session.exec(declared.statement)
      dropped = true
    }
    const after = (await databaseFunctions(session)).filter((fn) => fn.name === declared.name)
    // Other arguments make another function beside the old one: the declared one is the new.
    const applied = after.find((fn) => fn.signature !== old?.signature) ?? after[0]
    if (!applied) throw new Error(`it created no function ${declared.name}`)
    return { applied, dropped }
  } catch (error) {
    throw new Error(`${declared.file} cannot be applied: ${describe(error)}`)
  } finally {
    await session.exec('rollback to savepoint declared_function')
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
