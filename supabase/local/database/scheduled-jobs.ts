import type { Database } from './Database.ts'

/**
 * pg_cron's part, played by the local backend: on hosted Supabase pg_cron runs
 * `private.run_publishing_jobs()` every minute (20261124170100_scheduled_publishing); here the
 * backend runs the same function on the same beat, at the time of its own clock, so tests can
 * move the clock and shorten the beat instead of waiting. Where a real pg_cron worker runs, it
 * does the running.
 */
export interface ScheduledJobs {
  stop(): Promise<void>
}

const EVERY_MINUTE_MS = 60_000

export async function startScheduledJobs(
  db: Database,
  options: { now?: () => number; everyMs?: number } = {},
): Promise<ScheduledJobs> {
  const [state] = await db.transaction((session) =>
    session.query<{ worker: boolean }>(
      `select exists (select 1 from pg_stat_activity where backend_type ilike '%pg_cron%') as worker`,
    ),
  )
  if (state?.worker) return { stop: () => Promise.resolve() }

  const now = options.now ?? Date.now
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running
      .then(() =>
        db.transaction(async (session) => {
          await session.execute('select private.run_publishing_jobs($1::timestamptz)', [
            new Date(now()).toISOString(),
          ])
        }),
      )
      .catch((error: unknown) => {
        console.warn('Running the scheduled publishing jobs failed:', error)
      })
  }
  // A post whose time passed while the backend was stopped goes out at once.
  run()
  const timer = setInterval(run, options.everyMs ?? EVERY_MINUTE_MS)
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
