import type { BackendConfig } from '../config/siteConfig.ts'
import { type AnswerCheck, isRecord, isRecordList } from './answerShapes.ts'
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
import { type TimeLimit, withTimeLimit } from './timeLimit.ts'

/** Calls an Edge Function with a JSON body and gives its JSON answer, once the check passes. */
export interface FunctionCaller {
  call<Result>(
    name: string,
    body: Record<string, unknown>,
    accepts: AnswerCheck<Result>,
  ): Promise<Result>
}

/** The backend as a visitor uses it: reading published content and calling the public functions. */
export interface PublicBackend {
  data: RowReader
  functions: FunctionCaller
}

/**
 * How long a visitor's request may go unanswered: a hosted project that is paused, down or
 * overloaded must not keep a page or a form waiting. A form's Send says it could not send
 * after this; the functions answer in well under a second when they are up.
 */
export const VISITOR_TIME_LIMIT_MS = 4000

/** Said of an answer that is not the API's (a proxy's page, a different service's JSON). */
const UNEXPECTED_ANSWER = 'The backend answered with something other than its data'

/**
 * A visitor's connection over bare `fetch`: public pages load no supabase-js at all. Requests
 * carry the anon key as supabase-js sends it. Each has a time limit (`timeLimitMs`; the build's
 * reads are given longer), and its answer is believed only when its status is a success, it is
 * JSON and its shape is the one asked for. Retries belong to the query layer (spec: two for the
 * blog lists), not to each request.
 */
export function createPublicBackend(
  config: BackendConfig,
  timeLimitMs = VISITOR_TIME_LIMIT_MS,
): PublicBackend {
  const headers: Record<string, string> = { apikey: config.anonKey }
  // New-style publishable keys are not JWTs and are never sent as a bearer token.
  if (!config.anonKey.startsWith('sb_')) headers.Authorization = `Bearer ${config.anonKey}`

  const exchange = async <Answer>(
    path: string,
    accepts: AnswerCheck<Answer>,
    init: SendOptions = {},
  ): Promise<{ answer: Answer; response: Response }> => {
    const limit = withTimeLimit(timeLimitMs, init.signal)
    try {
      const response = await fetch(`${config.url}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: limit.signal,
      })
      const json = isJson(response)
      const answer: unknown = json ? await response.json() : null
      if (!response.ok) throw answerError(answer, response)
      if (!json || !accepts(answer))
        throw new BackendError(UNEXPECTED_ANSWER, null, response.status)
      return { answer, response }
    } catch (error) {
      throw failure(error, limit, init.signal)
    } finally {
      limit.clear()
    }
  }
  const tablePath = (read: RowRead) => `/rest/v1/${read.table}?${rowReadSearch(read).toString()}`
  // The caller names the columns it selected, and so the type of its rows.
  const rows = async <Row>(read: RowRead, signal?: AbortSignal) =>
    (await exchange(tablePath(read), isRecordList, { signal })).answer as Row[]
  const counted = async <Row>(read: RowRead, signal?: AbortSignal): Promise<RowPage<Row>> => {
    const { answer, response } = await exchange(tablePath(read), isRecordList, {
      headers: { Prefer: 'count=exact' },
      signal,
    })
    const found = answer as Row[]
    return { rows: found, total: rangeTotal(response.headers.get('Content-Range')) ?? found.length }
  }
  const post = (body: unknown, signal?: AbortSignal): SendOptions => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  })

  return {
    data: {
      rows,
      page: <Row>(read: RowRead & { limit: number }, signal?: AbortSignal) =>
        readPage(read, { rows: rows<Row>, counted: counted<Row> }, signal),
      call: async <Result>(
        name: ReadFunction,
        accepts: AnswerCheck<Result>,
        args?: Readonly<Record<string, string>>,
        signal?: AbortSignal,
      ) =>
        (await exchange(`/rest/v1/rpc/${name}`, accepts, args ? post(args, signal) : { signal }))
          .answer,
    },
    functions: {
      call: async <Result>(
        name: string,
        body: Record<string, unknown>,
        accepts: AnswerCheck<Result>,
      ) => (await exchange(`/functions/v1/${name}`, accepts, post(body))).answer,
    },
  }
}

interface SendOptions {
  method?: 'POST'
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignal
}

function isJson(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? ''
  return /^application\/json\s*(;|$)/i.test(type)
}

/**
 * What a request that did not end in a believed answer throws: the caller's own abort as it
 * came (the query layer stops requests no screen waits for), or a BackendError, with status 0
 * when no answer came in time or at all (see isUnreachable).
 */
function failure(error: unknown, limit: TimeLimit, signal: AbortSignal | undefined): unknown {
  if (error instanceof BackendError) return error
  if (signal?.aborted && !limit.expired()) return signal.reason
  if (limit.expired()) return new BackendError('The backend did not answer in time', null, 0)
  if (error instanceof SyntaxError) return new BackendError(UNEXPECTED_ANSWER)
  return new BackendError(error instanceof Error ? error.message : 'Failed to fetch', null, 0)
}

/** PostgREST answers `{ message, code }`, the Edge Functions `{ error }`. */
function answerError(answer: unknown, response: Response): BackendError {
  const { message, error, code } = isRecord(answer) ? answer : {}
  const text = [message, error].find((value) => typeof value === 'string' && value !== '')
  return new BackendError(
    typeof text === 'string' ? text : response.statusText || `HTTP ${String(response.status)}`,
    typeof code === 'string' ? code : null,
    response.status,
  )
}
