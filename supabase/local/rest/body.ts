import { isJsonObject, readJsonBody } from '../http/json-body.ts'
import type { ApiRequest } from '../http/types.ts'
import { checkJsonBody } from './allow-list.ts'
import { RestError } from './errors.ts'

/**
 * A write's body as PostgREST takes it in JSON: one object, or (to insert) an array of objects
 * that all have the same keys. PostgreSQL reads the rows from the text as sent, so deep values
 * are never parsed twice.
 */
export interface Rows {
  /** JSON text: an object or an array of objects. */
  json: string
  /** The keys the rows carry (with `columns`, that list instead). */
  keys: string[]
}

export function invalidBody(message: string): RestError {
  return new RestError(400, 'PGRST102', message)
}

/** The rows of a POST, or with `many: false` the one object of a PATCH. */
export function bodyRows(request: ApiRequest, columns: string[] | null, many: boolean): Rows {
  checkJsonBody(request)
  const text = request.body.toString('utf8')
  const body = readJsonBody(request)
  if (body.kind !== 'json') throw invalidBody('Empty or invalid json')
  const { value } = body
  if (isJsonObject(value)) return { json: text, keys: columns ?? Object.keys(value) }
  if (!many || !Array.isArray(value)) throw invalidBody('The body must be a JSON object')
  const [first] = value as unknown[]
  if (first === undefined) return { json: '[]', keys: columns ?? [] }
  if (!isJsonObject(first)) throw invalidBody('All object keys must match')
  const keys = Object.keys(first)
  const uniform = (value as unknown[]).every(
    (row) =>
      isJsonObject(row) &&
      Object.keys(row).length === keys.length &&
      keys.every((key) => Object.hasOwn(row, key)),
  )
  if (!columns && !uniform) throw invalidBody('All object keys must match')
  return { json: text, keys: columns ?? keys }
}
