import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The declared database functions: `supabase/schemas/functions/<schema>.<name>.sql`, one
 * `create function` statement each. A function's definition is edited there and nowhere else;
 * `npm run db:diff` writes the migration that brings a database to it.
 */

export const FUNCTION_SCHEMAS_FOLDER = 'supabase/schemas/functions'

/** The schemas whose functions are declared there; no other schema's are compared. */
export const DECLARED_SCHEMAS = ['public', 'private'] as const

export interface SchemaFunction {
  /** Schema-qualified name, lower case, as the file is named: `private.is_owner`. */
  name: string
  /** The file's path from the project's root. */
  file: string
  /** The file's statement, as `create or replace function`, so a migration can apply it. */
  statement: string
}

const CREATE =
  /\bcreate\s+(?:or\s+replace\s+)?function\s+([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*)\s*\(/i

export function readSchemaFunctions(root: string): SchemaFunction[] {
  return readdirSync(join(root, FUNCTION_SCHEMAS_FOLDER))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((fileName) => {
      const file = join(FUNCTION_SCHEMAS_FOLDER, fileName)
      const text = readFileSync(join(root, file), 'utf8')
      const name = fileName.slice(0, -'.sql'.length)
      const declared = CREATE.exec(text)?.[1]?.toLowerCase()
      if (declared !== name) {
        throw new Error(`${file} must hold one create function statement for ${name}`)
      }
      return { name, file, statement: text.replace(CREATE, (found) => orReplace(found)).trim() }
    })
}

function orReplace(create: string): string {
  return create.replace(/^create\s+(?:or\s+replace\s+)?function/i, 'create or replace function')
}

/**
 * A definition as compared: line comments dropped, runs of whitespace made one space, so a
 * schema file may be laid out and commented for reading.
 */
export function comparableDefinition(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
