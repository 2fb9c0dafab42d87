import { expect } from 'vitest'
import type { BackendTarget } from '../support/target.ts'

/**
 * Requests to `/rest/v1` as a plain client of PostgREST sends them: anonymous unless
 * `as: 'service'`, the body as JSON.
 */

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
  /** A user's access token, sent with the anon key. */
  token?: string
}

export type Send = (path: string, options?: RequestOptions) => Promise<Answer>

export function conformanceApi(target: BackendTarget): Send {
  return async (path, options = {}) => {
    const key = options.as === 'service' ? target.serviceRoleKey : target.anonKey
    const headers = new Headers({ apikey: key, Authorization: `Bearer ${options.token ?? key}` })
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers.set('Content-Type', 'application/json')
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
    const response = await fetch(`${target.url}/rest/v1${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
    })
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

/** The access token of the target's owner, signed in with the password. */
export async function ownerToken(target: BackendTarget): Promise<string> {
  const response = await fetch(`${target.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(target.owner),
  })
  const session = (await response.json()) as { access_token?: unknown }
  if (typeof session.access_token !== 'string') throw new Error('The owner could not sign in')
  return session.access_token
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

/** The rows' values of one key, in order. */
export function column(answer: Answer, key: string): unknown[] {
  return (answer.body as Record<string, unknown>[]).map((row) => row[key])
}
