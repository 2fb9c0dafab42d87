import { type JsonObject, isJsonObject, readJsonBody } from '../http/json-body.ts'
import type { ApiRequest } from '../http/types.ts'
import { AuthError } from './errors.ts'

/** A request's JSON body as Auth reads it: an object, with GoTrue's `bad_json` error otherwise. */
export function jsonBody(request: ApiRequest): JsonObject {
  const body = readJsonBody(request)
  if (body.kind === 'empty') return {}
  if (body.kind === 'invalid') {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${body.reason}`)
  }
  if (!isJsonObject(body.value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return body.value
}

export function stringField(body: JsonObject, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name]
  return isJsonObject(value) ? value : undefined
}
