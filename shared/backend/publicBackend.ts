import type { BackendConfig } from '../config/siteConfig.ts'
import { BackendError } from './errors.ts'
import {
  type ReadFunction,
  type RowPage,
  type RowRead,
  type RowReader,
  rangeTotal,
  readPage,
  rowReadSearch,
} from './rowReads.ts'

/** Calls an Edge Function with a JSON body and gives its JSON answer. */
export interface FunctionCaller {
  call<Result>(name: string, body: Record<string, unknown>): Promise<Result>
}

/** The backend as a visitor uses it: reading published content and calling the public functions. */
export interface PublicBackend {
  data: RowReader
  functions: FunctionCaller
}

/**
 * A visitor's connection over bare `fetch`: public pages load no supabase-js at all. Requests
 * carry the anon key as supabase-js sends it. Retries belong to the query layer (spec: two for
 * the blog lists), not to each request.
 */
export function createPublicBackend(config: BackendConfig): PublicBackend {
  const headers: Record<string, string> = { apikey: config.anonKey }
  // New-style publishable keys are not JWTs and are never sent as a bearer token.
  if (!config.anonKey.startsWith('sb_')) headers.Authorization = `Bearer ${config.anonKey}`

  const exchange = async (
    path: string,
    init: SendOptions = {},
  ): Promise<{ answer: unknown; response: Response }> => {
    let response: Response
    try {
      response = await fetch(`${config.url}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
      })
    } catch (error) {
      // Status 0: the backend could not be reached (see isUnreachable).
      throw new BackendError(error instanceof Error ? error.message : 'Failed to fetch', null, 0)
    }
    const answer: unknown = await response.json().catch(() => null)
    // A body cut short by the signal is no answer.
    init.signal?.throwIfAborted()
    if (!response.ok) throw answerError(answer, response)
    return { answer, response }
  }
  const send = async (path: string, init: SendOptions = {}) => (await exchange(path, init)).answer
  const tablePath = (read: RowRead) => `/rest/v1/${read.table}?${rowReadSearch(read).toString()}`
  const rows = async <Row>(read: RowRead, signal?: AbortSignal) =>
    (await send(tablePath(read), { signal })) as Row[]
  const counted = async <Row>(read: RowRead, signal?: AbortSignal): Promise<RowPage<Row>> => {
    const { answer, response } = await exchange(tablePath(read), {
      headers: { Prefer: 'count=exact' },
      signal,
    })
    const found = answer as Row[]
    return { rows: found, total: rangeTotal(response.headers.get('Content-Range')) ?? found.length }
  }

  return {
    data: {
      rows,
      page: <Row>(read: RowRead & { limit: number }, signal?: AbortSignal) =>
        readPage(read, { rows: rows<Row>, counted: counted<Row> }, signal),
      call: async <Result>(
        name: ReadFunction,
        args?: Readonly<Record<string, string>>,
        signal?: AbortSignal,
      ) =>
        (await send(
          `/rest/v1/rpc/${name}`,
          args
            ? {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(args),
                signal,
              }
            : { signal },
        )) as Result,
    },
    functions: {
      call: async <Result>(name: string, body: Record<string, unknown>) =>
        (await send(`/functions/v1/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })) as Result,
    },
  }
}

interface SendOptions {
  method?: 'POST'
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignal
}

/** PostgREST answers `{ message, code }`, the Edge Functions `{ error }`. */
function answerError(answer: unknown, response: Response): BackendError {
  const { message, error, code } = (answer ?? {}) as Record<string, unknown>
  const text = [message, error].find((value) => typeof value === 'string' && value !== '')
  return new BackendError(
    typeof text === 'string' ? text : response.statusText || `HTTP ${String(response.status)}`,
    typeof code === 'string' ? code : null,
    response.status,
  )
}
