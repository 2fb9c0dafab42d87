import type { SqlSession } from '../database/Database.ts'
import type { Catalogue, DatabaseFunction } from './catalogue.ts'
import { RestError } from './errors.ts'
import { SqlParameters, qualifiedName, quoteIdentifier } from './sql.ts'

/**
 * Picks the function an RPC call means: PostgREST matches overloads by the argument names given,
 * all of which must exist, and every argument without a default must be given.
 */
export function resolveFunction(
  catalogue: Catalogue,
  name: string,
  argumentNames: string[],
): DatabaseFunction {
  const match = catalogue.functions.get(name)?.find((fn) => {
    const known = new Set(fn.arguments.map((argument) => argument.name))
    return (
      argumentNames.every((argument) => known.has(argument)) &&
      fn.arguments.every((argument) => argument.hasDefault || argumentNames.includes(argument.name))
    )
  })
  if (!match) {
    const signature = `${catalogue.schema}.${name}(${[...argumentNames].sort().join(', ')})`
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function ${signature} with parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    )
  }
  return match
}

export interface CallResult {
  /** The result as JSON, or null for a void function. */
  json: string | null
}

/** Calls the function with its arguments decoded from JSON by PostgreSQL, as PostgREST does. */
export async function callFunction(
  session: SqlSession,
  schema: string,
  fn: DatabaseFunction,
  args: Record<string, unknown>,
): Promise<CallResult> {
  const params = new SqlParameters()
  const given = fn.arguments.filter((argument) => argument.name in args)
  const call = `${qualifiedName(schema, fn.name)}(${given
    .map((argument) => `${quoteIdentifier(argument.name)} := _a.${quoteIdentifier(argument.name)}`)
    .join(', ')})`
  const argumentSource =
    given.length === 0
      ? ''
      : ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${given
          .map((argument) => `${quoteIdentifier(argument.name)} ${argument.type}`)
          .join(', ')})`

  if (fn.returnsVoid) {
    await session.query(`select ${call}${argumentSource}`, params.values)
    return { json: null }
  }
  const lateralSource = argumentSource
    ? `${argumentSource}, lateral ${call} as _r`
    : ` from ${call} as _r`
  const result = fn.returnsSet ? `coalesce(json_agg(_r), '[]')` : 'to_json(_r)'
  const [row] = await session.query<{ json: string | null }>(
    `select ${result}::text as json${lateralSource}`,
    params.values,
  )
  return { json: row?.json ?? 'null' }
}
