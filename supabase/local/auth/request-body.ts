import type { ApiRequest } from '../http/types.ts'
import { AuthError } from './errors.ts'

/** A request's JSON body as Auth reads it: an object, with GoTrue's `bad_json` error otherwise. */
export type JsonObject = Record<string, unknown>

export function jsonBody(request: ApiRequest): JsonObject {
  if (request.body.length === 0) return {}
  let value: unknown
  try {
    value = JSON.parse(request.body.toString('utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON'
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return value as JsonObject
}

export function stringField(body: JsonObject, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name]
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined
}
