import { isJsonObject, readJsonBody } from '../http/json-body.ts'
import { type ApiResponse, header } from '../http/types.ts'
import { negotiate } from './accept.ts'
import { checkJsonBody, contractRoutine } from './allow-list.ts'
import { invalidBody } from './body.ts'
import type { Routine } from './catalogue.ts'
import { RestError, outsideContract } from './errors.ts'
import { checkEmptyQuery } from './query.ts'
import { jsonAnswer } from './rows-sql.ts'
import { SqlParameters, publicName, quoteIdentifier } from './sql.ts'
import { type Call, type RestContext, asCaller } from './transaction.ts'

/**
 * `/rpc/{function}`: POST with the arguments as a JSON object, or GET without arguments. The
 * answer is the function's result as PostgREST gives it: a value, a row as an object, a set as
 * an array, nothing (204) for void. A function that only reads runs in a read-only transaction.
 */
export async function callFunction(
  context: RestContext,
  call: Call,
  name: string,
): Promise<ApiResponse> {
  const { request } = call
  const routine = contractRoutine(context.catalogue, name, request.method)
  checkEmptyQuery(request.query, name)
  const prefer = header(request, 'prefer')
  if (prefer !== undefined && prefer.trim() !== '') {
    throw outsideContract(`The Prefer header '${prefer}' on a function call`, 'none for calls')
  }
  const answer = negotiate(header(request, 'accept'))
  if (answer === 'object') {
    throw outsideContract('A single object answer of a function call', 'plain JSON for calls')
  }
  const args = request.method === 'POST' ? bodyArguments(call) : { json: '{}', keys: [] }
  const params = new SqlParameters()
  const sql = callSql(params, routine, chosenArguments(routine, args.keys), args.json)
  const readOnly = request.method === 'GET' || routine.readOnly
  const body = await asCaller(context, call, readOnly, async (session) => {
    const [row] = await session.query<{ body: string | null }>(sql, params.values)
    return row?.body ?? null
  })
  if (routine.returnsVoid) return { status: 204 }
  return { status: 200, headers: jsonAnswer('array'), body: body ?? 'null' }
}

function bodyArguments(call: Call): { json: string; keys: string[] } {
  checkJsonBody(call.request)
  const body = readJsonBody(call.request)
  if (body.kind === 'empty') return { json: '{}', keys: [] }
  if (body.kind === 'invalid') throw invalidBody('Empty or invalid json')
  if (!isJsonObject(body.value)) throw invalidBody('The arguments must be a JSON object')
  return { json: call.request.body.toString('utf8'), keys: Object.keys(body.value) }
}

/**
 * The routine's parameters the call names: every one without a default, and no name it does
 * not have, or PGRST202 as PostgREST finds no such function.
 */
function chosenArguments(routine: Routine, keys: string[]): Routine['arguments'] {
  const given = routine.arguments.filter((argument) => keys.includes(argument.name))
  const complete = routine.arguments.every(
    (argument) => argument.hasDefault || keys.includes(argument.name),
  )
  if (!complete || given.length !== keys.length) {
    const named = keys.length === 0 ? ' without parameters' : `(${[...keys].sort().join(', ')})`
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${routine.name}${named} in the schema cache`,
    )
  }
  return given
}

/**
 * The call as one statement whose `body` is the answer's JSON: the arguments typed by
 * json_to_record, the result aggregated into an array for a set, or its one value or row.
 */
function callSql(
  params: SqlParameters,
  routine: Routine,
  given: Routine['arguments'],
  json: string,
): string {
  const typed = given.map((argument) => `${quoteIdentifier(argument.name)} ${argument.type}`)
  const list = given.map(
    (argument) => `${quoteIdentifier(argument.name)} := _a.${quoteIdentifier(argument.name)}`,
  )
  const argumentRow =
    given.length === 0
      ? '(select) as _a'
      : `json_to_record(${params.add(json)}::json) as _a(${typed.join(', ')})`
  const fn = `${publicName(routine.name)}(${list.join(', ')})`
  if (routine.returnsVoid) return `select null::text as body from ${argumentRow}, lateral ${fn}`
  const value = routine.returnsRows ? '_r' : '_r._v'
  const result = routine.returnsRows ? `${fn} as _r` : `${fn} as _r(_v)`
  const body = routine.returnsSet
    ? `coalesce(json_agg(${value}), '[]')::text`
    : `(json_agg(${value}) -> 0)::text`
  return `select ${body} as body from ${argumentRow} cross join lateral ${result}`
}
