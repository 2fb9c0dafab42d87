import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the migrations and the current definition of each database function live. */
export const MIGRATIONS_FOLDER = 'supabase/migrations'
export const FUNCTION_SCHEMAS_FOLDER = 'supabase/schemas/functions'

/** A function's `create [or replace] function` statement as one migration writes it. */
export interface FunctionDefinition {
  /** Schema-qualified name, lower case: `private.record_post_revision`. */
  name: string
  /** The migration's file name. */
  migration: string
  /** The statement, from `create` to its closing semicolon. */
  statement: string
}

const CREATE = /\bcreate\s+(?:or\s+replace\s+)?function\s+([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*)/giy
const DROP = /\bdrop\s+function\s+(?:if\s+exists\s+)?([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*)/giy

/**
 * Where the quoted text or comment that starts at `at` ends (a dollar-quoted body, a string
 * literal, a line comment), or `at` itself when none starts there.
 */
function skipQuoted(sql: string, at: number): number {
  const dollar = /\$[a-z_]*\$/iy
  dollar.lastIndex = at
  const tag = dollar.exec(sql)?.[0]
  const close = tag
    ? { text: tag, from: at + tag.length }
    : sql.startsWith("'", at)
      ? { text: "'", from: at + 1 }
      : sql.startsWith('--', at)
        ? { text: '\n', from: at }
        : undefined
  if (!close) return at
  const found = sql.indexOf(close.text, close.from)
  return found < 0 ? sql.length : found + close.text.length
}

/** Where the statement that starts at `start` ends: just past its closing semicolon. */
function statementEnd(sql: string, start: number): number {
  for (let at = start; at < sql.length; at++) {
    const skipped = skipQuoted(sql, at)
    if (skipped > at) at = skipped - 1
    else if (sql[at] === ';') return at + 1
  }
  return sql.length
}

type FunctionChange =
  { kind: 'create'; definition: FunctionDefinition } | { kind: 'drop'; name: string }

/** The functions one migration creates and drops, in the order it does so. */
function functionChanges(migration: string, sql: string): FunctionChange[] {
  const changes: FunctionChange[] = []
  for (let at = 0; at < sql.length; at++) {
    const skipped = skipQuoted(sql, at)
    if (skipped > at) {
      at = skipped - 1
      continue
    }
    CREATE.lastIndex = at
    const create = CREATE.exec(sql)?.[1]
    if (create) {
      const end = statementEnd(sql, at)
      const statement = sql.slice(at, end)
      changes.push({
        kind: 'create',
        definition: { name: create.toLowerCase(), migration, statement },
      })
      at = end - 1
      continue
    }
    DROP.lastIndex = at
    const drop = DROP.exec(sql)?.[1]
    if (drop) changes.push({ kind: 'drop', name: drop.toLowerCase() })
  }
  return changes
}

/**
 * Each database function the migrations leave in place, as the latest migration that defines
 * it writes it (migrations apply in the order of their file names). A function a later
 * migration drops is left out: it was a helper of that migration, not part of the schema.
 */
export function latestFunctionDefinitions(root: string): Map<string, FunctionDefinition> {
  const latest = new Map<string, FunctionDefinition>()
  const folder = join(root, MIGRATIONS_FOLDER)
  const migrations = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
  for (const migration of migrations) {
    for (const change of functionChanges(
      migration,
      readFileSync(join(folder, migration), 'utf8'),
    )) {
      if (change.kind === 'create') latest.set(change.definition.name, change.definition)
      else latest.delete(change.name)
    }
  }
  return latest
}

/**
 * A statement as compared: line comments dropped, runs of whitespace made one space, so a
 * schema file may be laid out and commented for reading.
 */
export function comparableStatement(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
