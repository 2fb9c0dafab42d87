import { fileURLToPath } from 'node:url'
import { startLocalBackend } from '../../../supabase/local/backend.ts'
import type { Outbox } from '../../../supabase/local/mail/outbox.ts'
import { parseCliOptions } from '../../../supabase/local/cli-options.ts'
import { MovableClock } from './clock.ts'
import { createFreshDatabase } from './fresh-database.ts'
import { localTarget } from './local-target.ts'
import { type BackendTarget, backendSuite } from './target.ts'

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url))

/**
 * A local backend of the calling test file's own, in this process, served over HTTP on a free
 * port: in memory on the PGlite flavour (from the migrated snapshot), on a new database of the
 * cluster on the PostgreSQL flavour. Its Auth service keeps time by a clock the test can move.
 */
export interface OwnBackend {
  target: BackendTarget
  clock: MovableClock
  stop(): Promise<void>
}

/** `args` and `env` as `npm run backend` takes them (e.g. `['--no-seed']`). */
export async function startOwnBackend(
  options: {
    args?: string[]
    env?: Record<string, string>
    outbox?: Outbox
    /** How often the scheduled publishing jobs run (every minute unless given). */
    jobsEveryMs?: number
  } = {},
): Promise<OwnBackend> {
  const suite = backendSuite()
  if (suite.flavour === 'hosted') throw new Error('Own backends exist only for the local flavours')
  const storage =
    suite.flavour === 'postgres'
      ? ['--database-url', await createFreshDatabase(suite.clusterUrl)]
      : []
  const environment = { ...process.env, ...options.env }
  const cli = parseCliOptions(
    ['--port', '0', '--memory', ...storage, ...(options.args ?? [])],
    environment,
    0,
  )
  const clock = new MovableClock()
  const backend = await startLocalBackend({
    ...cli,
    supabaseDir,
    host: '127.0.0.1',
    environment,
    now: clock.now,
    outbox: options.outbox,
    jobsEveryMs: options.jobsEveryMs,
  })
  return {
    target: localTarget(
      suite.flavour,
      backend.url,
      suite.flavour === 'postgres' ? suite.clusterUrl : null,
    ),
    clock,
    stop: () => backend.close(),
  }
}
