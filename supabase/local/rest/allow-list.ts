import { PRODUCT_CONTRACT } from '../contract.ts'
import { type ApiRequest, header } from '../http/types.ts'
import type { Catalogue, Routine, Table } from './catalogue.ts'
import { RestError, outsideContract } from './errors.ts'

/**
 * The contract (supabase/local/contract.ts) as the REST router's allow-list: the tables and
 * functions it lists, with their methods, in the `public` schema. A request for anything else
 * is refused here, naming it, before any SQL is written.
 */

const { tables, rpcs } = PRODUCT_CONTRACT.rest
const SCHEMA = 'public'

/** The table a request names, when the contract lists it with the request's method. */
export function contractTable(catalogue: Catalogue, name: string, method: string): Table {
  const methods = listedMethods(tables, name)
  const table = catalogue.tables.get(name)
  if (!methods || !table) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${SCHEMA}.${name}' in the schema cache`,
      `The local backend serves the tables supabase/local/contract.ts lists: ${Object.keys(tables).join(', ')}.`,
    )
  }
  if (!methods.includes(method)) {
    throw outsideContract(`${method} on the table '${name}'`, `${methods.join(', ')} for it`, 405)
  }
  return table
}

/** The function a request calls, when the contract lists it with the request's method. */
export function contractRoutine(catalogue: Catalogue, name: string, method: string): Routine {
  const methods = listedMethods(rpcs, name)
  const found = catalogue.routines.get(name) ?? []
  const [routine] = found
  if (!methods || !routine) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${SCHEMA}.${name} in the schema cache`,
      `The local backend calls the functions supabase/local/contract.ts lists: ${Object.keys(rpcs).join(', ')}.`,
    )
  }
  if (!methods.includes(method)) {
    throw outsideContract(
      `${method} on the function '${name}'`,
      `${methods.join(', ')} for it`,
      405,
    )
  }
  if (found.length > 1) throw outsideContract(`The overloaded function '${name}'`, 'one each')
  return routine
}

function listedMethods(
  listed: Readonly<Record<string, readonly string[]>>,
  name: string,
): readonly string[] | undefined {
  return Object.hasOwn(listed, name) ? listed[name] : undefined
}

/**
 * The request's headers that PostgREST reads and the contract does not send: a schema other
 * than `public` (supabase-js names `public` in Accept-Profile or Content-Profile), and Range.
 */
export function checkRequestHeaders(request: ApiRequest): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(request, name)
    if (profile !== undefined && profile !== SCHEMA) {
      throw new RestError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${SCHEMA}`,
      )
    }
  }
  if (header(request, 'range') !== undefined) {
    throw outsideContract('The Range header', 'limit and offset in the query string')
  }
}

/** A write's or call's body must be JSON, as supabase-js sends it. */
export function checkJsonBody(request: ApiRequest): void {
  const type = header(request, 'content-type') ?? 'application/json'
  const mime = type.split(';')[0]?.trim().toLowerCase()
  if (mime !== 'application/json') {
    throw outsideContract(`A body of type '${type}'`, 'JSON bodies', 415)
  }
}
