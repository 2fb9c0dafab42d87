import type { FunctionClient } from './clients.ts'
import type { Database } from './database.types.ts'

/**
 * The queue of deliveries to the social web (`fediverse_deliveries`, filled by the database
 * when a post is published, edited or taken down, and when the owner removes a follower) as the delivery function works it: the due
 * ones it takes, and what came of each, with retries that wait longer each time and servers
 * paused while they keep failing (`fediverse_delivery_hosts`).
 */

export type Delivery = Pick<
  Database['public']['Tables']['fediverse_deliveries']['Row'],
  | 'id'
  | 'post_id'
  | 'follower_id'
  | 'follow_id'
  | 'activity'
  | 'inbox'
  | 'host'
  | 'attempts'
  | 'created_at'
  | 'revision'
>

const MINUTE_MS = 60_000
/** A delivery is tried for three days, then given up. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE_MS
/** The longest wait between two tries. */
const LONGEST_WAIT_MS = 12 * 60 * MINUTE_MS
/** How long a taken delivery is kept from other runs of the function while it is sent. */
const LEASE_MS = 5 * MINUTE_MS
/** The most deliveries one run sends. */
const BATCH = 100

/** How long to wait after the n-th failure in a row: a minute, doubled each time, to 12 hours. */
export function retryWait(failures: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, failures - 1), LONGEST_WAIT_MS)
}

const iso = (ms: number) => new Date(ms).toISOString()

function check<T>({ data, error }: { data: T | null; error: { message: string } | null }): T {
  if (error || data === null) throw new Error(error?.message ?? 'No answer from the database')
  return data
}

/** A server's failures so far, and until when it is paused. */
interface HostState {
  failures: number
  pausedUntil: number
}

/**
 * The deliveries due now, on servers not paused, each taken for this run (a run that overlaps
 * it takes none of them); and the state of the servers that failed before.
 */
export async function takeDueDeliveries(
  client: FunctionClient,
  now: number,
): Promise<{ deliveries: Delivery[]; hosts: Map<string, HostState> }> {
  const hostRows = check(
    await client.from('fediverse_delivery_hosts').select('host, failures, paused_until'),
  )
  const hosts = new Map(
    hostRows.map((row) => [
      row.host,
      { failures: row.failures, pausedUntil: Date.parse(row.paused_until) },
    ]),
  )
  const due = check(
    await client
      .from('fediverse_deliveries')
      .select(
        'id, post_id, follower_id, follow_id, activity, inbox, host, attempts, created_at, revision',
      )
      .eq('state', 'pending')
      .lt('next_attempt_at', iso(now))
      .order('id')
      .limit(BATCH),
  )
  const deliveries: Delivery[] = []
  for (const delivery of due) {
    if ((hosts.get(delivery.host)?.pausedUntil ?? 0) > now) continue
    const taken = check(
      await client
        .from('fediverse_deliveries')
        .update({ next_attempt_at: iso(now + LEASE_MS) })
        .eq('id', delivery.id)
        .eq('state', 'pending')
        .lt('next_attempt_at', iso(now))
        .select('id'),
    )
    if (taken.length > 0) deliveries.push(delivery)
  }
  return { deliveries, hosts }
}

/**
 * The server took it: done, and the server is not paused any more; unless news about its post
 * came while it was sent (its revision moved on), which then goes next.
 */
export async function recordDelivered(
  client: FunctionClient,
  delivery: Delivery,
  now: number,
): Promise<void> {
  const done = check(
    await client
      .from('fediverse_deliveries')
      .update({
        state: 'delivered',
        attempts: delivery.attempts + 1,
        finished_at: iso(now),
        last_error: null,
      })
      .eq('id', delivery.id)
      .eq('revision', delivery.revision)
      .select('id'),
  )
  if (done.length === 0) await sendNewsNext(client, delivery, now, { sent: true })
  check(
    await client.from('fediverse_delivery_hosts').delete().eq('host', delivery.host).select('host'),
  )
}

/** A delivery that will never go (its post is no longer published, say): given up, news aside. */
export async function recordGivenUp(
  client: FunctionClient,
  delivery: Delivery,
  now: number,
  reason: string,
): Promise<void> {
  const givenUp = check(
    await client
      .from('fediverse_deliveries')
      .update({ state: 'failed', finished_at: iso(now), last_error: reason })
      .eq('id', delivery.id)
      .eq('revision', delivery.revision)
      .select('id'),
  )
  if (givenUp.length === 0) await sendNewsNext(client, delivery, now, { sent: false })
}

/**
 * News merged into a delivery while a run had it: sent on the next run. After a Create that
 * was sent, the post as it is now goes as an Update.
 */
async function sendNewsNext(
  client: FunctionClient,
  delivery: Delivery,
  now: number,
  { sent }: { sent: boolean },
) {
  const release = { next_attempt_at: iso(now), attempts: delivery.attempts + 1 }
  const afterCreate =
    sent && delivery.activity === 'Create'
      ? check(
          await client
            .from('fediverse_deliveries')
            .update({ ...release, activity: 'Update' })
            .eq('id', delivery.id)
            .eq('activity', 'Create')
            .select('id'),
        )
      : []
  if (afterCreate.length === 0) {
    check(
      await client.from('fediverse_deliveries').update(release).eq('id', delivery.id).select('id'),
    )
  }
}

/**
 * The server did not take it: the delivery waits longer than after its last failure (or is
 * given up after three days), and the server is paused, longer with each failure in a row.
 * `later` are the server's other deliveries of this run, which wait with it unsent.
 */
export async function recordFailed(
  client: FunctionClient,
  failed: { delivery: Delivery; reason: string; later: readonly Delivery[] },
  hosts: Map<string, HostState>,
  now: number,
): Promise<void> {
  const { delivery, reason, later } = failed
  const failures = (hosts.get(delivery.host)?.failures ?? 0) + 1
  const pausedUntil = now + retryWait(failures)
  hosts.set(delivery.host, { failures, pausedUntil })
  check(
    await client
      .from('fediverse_delivery_hosts')
      .upsert({
        host: delivery.host,
        failures,
        paused_until: iso(pausedUntil),
        last_error: reason,
      })
      .select('host'),
  )
  const attempts = delivery.attempts + 1
  const next = Math.max(now + retryWait(attempts), pausedUntil)
  const givenUp = next > Date.parse(delivery.created_at) + GIVE_UP_AFTER_MS
  check(
    await client
      .from('fediverse_deliveries')
      .update({
        attempts,
        last_error: reason,
        ...(givenUp ? { state: 'failed', finished_at: iso(now) } : { next_attempt_at: iso(next) }),
      })
      .eq('id', delivery.id)
      .select('id'),
  )
  for (const waiting of later) {
    check(
      await client
        .from('fediverse_deliveries')
        .update({ next_attempt_at: iso(pausedUntil) })
        .eq('id', waiting.id)
        .select('id'),
    )
  }
}
