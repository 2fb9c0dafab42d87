import type { Database } from './Database.ts'

/**
 * The part of pg_net that database triggers use (`net.http_post`), for a database without the
 * extension: requests are queued in the triggering transaction and sent once it has committed,
 * as pg_net's background worker does. Installed at every start, so older local databases get it.
 */
const INSTALL_SQL = `
create schema if not exists net;
revoke all on schema net from public;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body jsonb,
  timeout_milliseconds integer not null
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, body, timeout_milliseconds)
  returning id
$$;
`

interface QueuedRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: unknown
  timeout_milliseconds: number
}

export interface OutgoingRequests {
  stop(): Promise<void>
}

/** Installs `net.http_post` when pg_net is missing and sends what it queues, every `everyMs`. */
export async function startOutgoingRequests(
  db: Database,
  everyMs = 500,
): Promise<OutgoingRequests> {
  const hasPgNet = await db.transaction(async (session) => {
    const [row] = await session.query<{ installed: boolean }>(
      "select exists (select 1 from pg_extension where extname = 'pg_net') as installed",
    )
    return row?.installed === true
  })
  if (hasPgNet) return { stop: () => Promise.resolve() }
  await db.transaction((session) => session.exec(INSTALL_SQL))

  let sending: Promise<void> = Promise.resolve()
  const timer = setInterval(() => {
    sending = sending
      .then(() => sendQueued(db))
      .catch((error: unknown) => {
        console.warn('Sending the queued net.http_post requests failed:', error)
      })
  }, everyMs)
  return {
    async stop() {
      clearInterval(timer)
      await sending
    },
  }
}

async function sendQueued(db: Database): Promise<void> {
  const requests = await db.transaction((session) =>
    session.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit 20)
        returning method, url, headers, body, timeout_milliseconds`,
    ),
  )
  for (const request of requests) {
    try {
      await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      })
    } catch (error) {
      // pg_net records failures and moves on; so does its stand-in.
      console.warn(`net.http_post to ${request.url} failed:`, error)
    }
  }
}
