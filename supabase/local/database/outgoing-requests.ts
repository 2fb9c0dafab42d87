import { readFileSync } from 'node:fs'
import type { Database, SqlSession } from './Database.ts'

/**
 * pg_net's background worker, played by the local backend: requests that database triggers
 * queue with `net.http_post` (and `http_get`, `http_delete`) are sent once the queuing
 * transaction has committed, and each answer is recorded in `net._http_response`, as pg_net
 * does. The interface comes from the pg_net stand-in (extensions/pg_net--*.sql): installed as
 * an extension where its control file is available (the PostgreSQL test cluster offers it, as
 * hosted Supabase offers pg_net), and as a plain script at start on a database that cannot
 * load extensions (PGlite). Where the real pg_net worker runs, it does the sending.
 */
const STAND_IN_SQL = readFileSync(
  new URL('./extensions/pg_net--0.20.4.sql', import.meta.url),
  'utf8',
)

/** How long answers are kept, as pg_net's `pg_net.ttl` default. */
const RESPONSE_TTL = '6 hours'

interface QueueState {
  worker: boolean
  queue: boolean
  /** The queue of an earlier local stand-in (a jsonb body), from before pg_net's own shape. */
  earlier: boolean
}

interface QueuedRequest {
  id: string
  method: string
  url: string
  headers: Record<string, string> | null
  body: string | null
  timeout_milliseconds: number
}

export interface OutgoingRequests {
  stop(): Promise<void>
}

export async function startOutgoingRequests(
  db: Database,
  everyMs = 500,
): Promise<OutgoingRequests> {
  const state = await db.transaction(async (session) => {
    const [row] = await session.query<QueueState>(
      `select exists (select 1 from pg_stat_activity where backend_type ilike '%pg_net%') as worker,
              to_regclass('net.http_request_queue') is not null as queue,
              exists (select 1 from information_schema.columns
                       where table_schema = 'net' and table_name = 'http_request_queue'
                         and column_name = 'body' and data_type = 'jsonb') as earlier`,
    )
    return row ?? { worker: false, queue: false, earlier: false }
  })
  if (state.worker) return { stop: () => Promise.resolve() }
  if (!state.queue || state.earlier) {
    await db.transaction(async (session) => {
      if (state.earlier) await session.exec('drop schema net cascade')
      await session.exec(STAND_IN_SQL)
    })
  }

  // One batch is taken at a time; its requests are sent side by side, and a later batch does not
  // wait for an earlier one's answers, as pg_net's worker sends them: a function that answers
  // slowly (the newsletter mailing its subscribers) never holds up the requests behind it.
  let taking: Promise<void> = Promise.resolve()
  const sending = new Set<Promise<void>>()
  const warn = (error: unknown) => {
    console.warn('Sending the queued pg_net requests failed:', error)
  }
  const timer = setInterval(() => {
    taking = taking
      .then(async () => {
        for (const request of await takeQueued(db)) {
          const sent = sendAndRecord(db, request)
            .catch(warn)
            .finally(() => sending.delete(sent))
          sending.add(sent)
        }
      })
      .catch(warn)
  }, everyMs)
  return {
    async stop() {
      clearInterval(timer)
      await taking
      await Promise.all(sending)
    },
  }
}

/** The oldest queued requests, taken off the queue. */
function takeQueued(db: Database): Promise<QueuedRequest[]> {
  return db.transaction((session) =>
    session.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit 20)
        returning id::text as id, method, url, headers, convert_from(body, 'UTF8') as body,
                  timeout_milliseconds`,
    ),
  )
}

async function sendAndRecord(db: Database, request: QueuedRequest): Promise<void> {
  const answer = await send(request)
  await db.transaction((session) => record(session, request.id, answer))
}

type Answer =
  | {
      ok: true
      status: number
      contentType: string | null
      headers: Record<string, string>
      content: string
    }
  | { ok: false; timedOut: boolean; error: string }

async function send(request: QueuedRequest): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method.toUpperCase(),
      headers: request.headers ?? {},
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    })
    return {
      ok: true,
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: await response.text(),
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { ok: false, timedOut, error: error instanceof Error ? error.message : String(error) }
  }
}

async function record(session: SqlSession, id: string, answer: Answer): Promise<void> {
  await session.execute(
    `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
     values ($1::bigint, $2, $3, $4::jsonb, $5, $6, $7)`,
    answer.ok
      ? [
          id,
          answer.status,
          answer.contentType,
          JSON.stringify(answer.headers),
          answer.content,
          false,
          null,
        ]
      : [id, null, null, null, null, answer.timedOut, answer.error],
  )
  await session.execute(
    `delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`,
  )
}
