import { type ExposedSchema, type Routine, valueColumn } from './catalogue.ts'
import { RestError } from './errors.ts'
import type { Shape, Source } from './fields.ts'
import type { BodyType } from './payload.ts'
import { type SqlParameters, postgresArrayLiteral, qualifiedName, quoteIdentifier } from './sql.ts'

/**
 * `/rpc/{function}`: which overload a call means, and the function call as a source of rows
 * that the read machinery then selects, filters, orders, pages and counts.
 */

export type RpcArguments =
  /** GET query arguments and form bodies: text, cast to each parameter's type. */
  | { kind: 'text'; values: Map<string, string[]> }
  /** A JSON object body: PostgreSQL casts each value to its parameter's type. */
  | { kind: 'json'; json: string; keys: string[] }
  /** The whole body to a single unnamed json, jsonb, text, xml or bytea parameter. */
  | { kind: 'whole'; value: string | Buffer }

const SINGLE_PARAMETER: Partial<Record<BodyType, string[]>> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  binary: ['bytea'],
}

/**
 * PostgREST's choice among overloads: the given argument names must be the required
 * parameters plus any optional ones; a function with a single unnamed parameter of the body's
 * type is the fallback for POST. No match is PGRST202 (404), several PGRST203 (300).
 */
export function chooseRoutine(
  schema: ExposedSchema,
  name: string,
  keys: string[],
  post: BodyType | null,
): Routine {
  const candidates = schema.routines.get(name) ?? []
  const given = new Set(keys)
  const named = candidates.filter((routine) => matchesArguments(routine, given, post))
  const fallback = candidates.filter((routine) => {
    const [only] = routine.arguments
    return (
      post !== null &&
      routine.arguments.length === 1 &&
      only?.name === '' &&
      (SINGLE_PARAMETER[post] ?? []).includes(only.type)
    )
  })
  const matches = named.length > 0 ? named : fallback
  const [only] = matches
  if (only && matches.length === 1) return only
  if (matches.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  throw notFound(schema.name, name, [...given].sort(), post)
}

function matchesArguments(routine: Routine, given: Set<string>, post: BodyType | null): boolean {
  if (routine.arguments.length === 0) {
    return given.size === 0 && !(post === 'text' || post === 'xml' || post === 'binary')
  }
  if (routine.arguments.some((argument) => argument.name === '')) return false
  const required = routine.arguments.filter((argument) => !argument.hasDefault)
  const optional = new Set(
    routine.arguments.filter((argument) => argument.hasDefault).map((argument) => argument.name),
  )
  const rest = [...given].filter((key) => !optional.has(key))
  return rest.length === required.length && required.every((argument) => given.has(argument.name))
}

function signature(routine: Routine): string {
  const parameters = routine.arguments.map((argument) => `${argument.name} => ${argument.type}`)
  return `${routine.schema}.${routine.name}(${parameters.join(', ')})`
}

function notFound(schema: string, name: string, keys: string[], post: BodyType | null): RestError {
  const fn = `${schema}.${name}`
  const parameters =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  const single: Partial<Record<BodyType, string>> = {
    json: `${parameters} or with a single unnamed json/jsonb parameter`,
    text: ' with a single unnamed text parameter',
    xml: ' with a single unnamed xml parameter',
    binary: ' with a single unnamed bytea parameter',
  }
  const onlySingle = post === 'text' || post === 'xml' || post === 'binary'
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${onlySingle ? '' : keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function ${fn}${(post && single[post]) ?? parameters}, but no matches were found in the schema cache.`,
  )
}

export interface CallSource {
  source: Source
  shape: Shape
  /** Set when the function returns values rather than rows of named columns. */
  scalar: { column: string; set: boolean } | null
}

/** The call as rows: `from fn(a := ...) as alias`, with its result's columns. */
export function callSource(
  params: SqlParameters,
  routine: Routine,
  args: RpcArguments,
): CallSource {
  const { argumentRow, call } = callParts(params, routine, args)
  const from = argumentRow === null ? '' : `${argumentRow} cross join lateral `
  const result = routine.result
  const source = (alias: string) => {
    if (result.kind === 'composite') return `${from}${call} as ${alias}`
    if (result.kind === 'record')
      return `${from}(select ${call} as ${quoteIdentifier(routine.name)}) as ${alias}`
    return `${from}${call} as ${alias}(${quoteIdentifier(routine.name)})`
  }
  return {
    source: {
      from: source,
      column: (alias, column) => `${alias}.${quoteIdentifier(column)}`,
      row: (alias) => alias,
    },
    shape: {
      name: routine.name,
      columns:
        result.kind === 'composite'
          ? result.columns
          : new Map([
              [
                routine.name,
                valueColumn(routine.name, result.kind === 'scalar' ? result.type : 'record'),
              ],
            ]),
      relation: result.kind === 'composite' ? result.relation : null,
    },
    scalar: result.kind === 'composite' ? null : { column: routine.name, set: routine.returnsSet },
  }
}

/** A void function's call, run for its effect. */
export function voidCall(params: SqlParameters, routine: Routine, args: RpcArguments): string {
  const { argumentRow, call } = callParts(params, routine, args)
  return argumentRow === null ? `select ${call}` : `select ${call} from ${argumentRow}`
}

function callParts(
  params: SqlParameters,
  routine: Routine,
  args: RpcArguments,
): { argumentRow: string | null; call: string } {
  const fn = qualifiedName(routine.schema, routine.name)
  if (args.kind === 'whole') {
    const type = routine.arguments[0]?.type ?? 'json'
    return { argumentRow: null, call: `${fn}(${params.add(args.value)}::${type})` }
  }
  if (args.kind === 'text') {
    const given = routine.arguments.filter((argument) => args.values.has(argument.name))
    const list = given.map((argument) => {
      const values = args.values.get(argument.name) ?? []
      const value = argument.variadic ? postgresArrayLiteral(values) : (values[0] ?? '')
      return `${argument.variadic ? 'variadic ' : ''}${quoteIdentifier(argument.name)} := ${params.add(value)}::${argument.type}`
    })
    return { argumentRow: null, call: `${fn}(${list.join(', ')})` }
  }
  const given = routine.arguments.filter((argument) => args.keys.includes(argument.name))
  if (given.length === 0) return { argumentRow: null, call: `${fn}()` }
  const typed = given.map((argument) => `${quoteIdentifier(argument.name)} ${argument.type}`)
  const list = given.map(
    (argument) =>
      `${argument.variadic ? 'variadic ' : ''}${quoteIdentifier(argument.name)} := _a.${quoteIdentifier(argument.name)}`,
  )
  return {
    argumentRow: `json_to_record(${params.add(args.json)}::json) as _a(${typed.join(', ')})`,
    call: `${fn}(${list.join(', ')})`,
  }
}
