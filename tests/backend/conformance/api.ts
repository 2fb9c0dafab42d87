import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { BackendTarget } from '../support/target.ts'

/**
 * Requests to `/rest/v1` in the conformance schema, as a client of PostgREST sends them: the
 * schema in Accept-Profile (reads) or Content-Profile (writes), anonymous unless `as: 'service'`.
 */

export const SCHEMA = 'conformance'

export const schemaSql = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8')

export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON (null when empty). */
  body: unknown
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  /** A value sent as JSON, or a string sent as it is. */
  body?: unknown
  as?: 'anon' | 'service'
  /** Leave out the profile header, to address the default schema. */
  profile?: string | null
}

export type Send = (path: string, options?: RequestOptions) => Promise<Answer>

export function conformanceApi(target: BackendTarget): Send {
  return async (path, options = {}) => {
    const method = options.method ?? 'GET'
    const key = options.as === 'service' ? target.serviceRoleKey : target.anonKey
    const headers = new Headers({ apikey: key, Authorization: `Bearer ${key}` })
    const profile = options.profile === undefined ? SCHEMA : options.profile
    if (profile !== null) {
      headers.set(['GET', 'HEAD'].includes(method) ? 'Accept-Profile' : 'Content-Profile', profile)
    }
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers.set('Content-Type', 'application/json')
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
    const response = await fetch(`${target.url}/rest/v1${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text === '' ? null : (JSON.parse(text) as unknown)
    } catch {
      parsed = text
    }
    return { status: response.status, headers: response.headers, text, body: parsed }
  }
}

/** A PostgREST error: the status, the code and (when given) parts of the body. */
export function expectError(
  answer: Answer,
  status: number,
  code: string,
  body: Record<string, unknown> = {},
): void {
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status,
    body: { code, ...body },
  })
}

/**
 * What the local backend does instead of something it does not implement: a 4xx in PostgREST's
 * shape whose message or details name the feature.
 */
export function expectRefusal(answer: Answer, feature: RegExp): void {
  expect(answer.status).toBeGreaterThanOrEqual(400)
  expect(answer.status).toBeLessThan(500)
  const body = answer.body as { code?: unknown; message?: unknown; details?: unknown }
  expect(typeof body.code).toBe('string')
  expect(`${String(body.message)} ${String(body.details)}`).toMatch(feature)
}

/** The rows' values of one key, in order. */
export function column(answer: Answer, key: string): unknown[] {
  return (answer.body as Record<string, unknown>[]).map((row) => row[key])
}
