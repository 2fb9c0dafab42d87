import type { ApiRequest } from './types.ts'

/** A request body read as JSON, for each service to answer in its own error shape. */
export type JsonBody =
  { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'invalid'; reason: string }

export type JsonObject = Record<string, unknown>

export function readJsonBody(request: ApiRequest): JsonBody {
  if (request.body.length === 0) return { kind: 'empty' }
  try {
    return { kind: 'json', value: JSON.parse(request.body.toString('utf8')) }
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : 'invalid JSON' }
  }
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
