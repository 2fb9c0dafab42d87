import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BackendProcess, spawnLocalBackend } from '../../../scripts/local-backend-process.ts'
import type { Database } from '../../../supabase/local/database/Database.ts'
import { migrate } from '../../../supabase/local/database/migrate.ts'
import { openPglite } from '../../../supabase/local/database/pglite.ts'
import { openPostgres } from '../../../supabase/local/database/postgres.ts'
import { createFreshDatabase } from './fresh-database.ts'
import { localTarget } from './local-target.ts'
import { type BackendSuite, type BackendTarget, backendSuite } from './target.ts'

/**
 * The local backend as a program (`npm run backend`) on new storage of the suite's flavour
 * (a PGlite data directory, or a PostgreSQL database), for tests of the program itself: its
 * output, restarts, and the one-writer lock. Other tests use an own backend in-process.
 */
export interface FreshBackend {
  target: BackendTarget
  process: BackendProcess
  /** Stops the process and starts it again on the same storage. */
  restart(extraArgs?: string[]): Promise<void>
  /** Starts a second process on the same storage, without stopping the first. */
  startAnother(): Promise<BackendProcess>
  stop(): Promise<void>
}

export interface FreshBackendOptions {
  args?: string[]
  env?: Record<string, string>
  /**
   * Runs on the new database after the migrations and before the backend starts (which then
   * finds every migration applied): for a schema only a test needs.
   */
  prepare?: (db: Database) => Promise<void>
}

const migrationsDir = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url))

export async function startFreshBackend(options: FreshBackendOptions = {}): Promise<FreshBackend> {
  const suite = backendSuite()
  if (suite.flavour === 'hosted') {
    throw new Error('Fresh backends exist only for the local flavours')
  }
  const { storageArgs, cleanup } = await newStorage(suite, options.prepare ?? null)
  const args = [...storageArgs, ...(options.args ?? [])]
  const { flavour } = suite
  const clusterUrl = suite.flavour === 'postgres' ? suite.clusterUrl : null

  let current = await spawnLocalBackend(args, options.env)
  const fresh: FreshBackend = {
    target: localTarget(flavour, current.url, clusterUrl),
    process: current,
    async restart(extraArgs = []) {
      await current.stop()
      current = await spawnLocalBackend([...storageArgs, ...extraArgs], options.env)
      fresh.process = current
      fresh.target = localTarget(flavour, current.url, clusterUrl)
    },
    startAnother: () => spawnLocalBackend(storageArgs, options.env),
    async stop() {
      await current.stop()
      await cleanup()
    },
  }
  return fresh
}

async function newStorage(
  suite: Exclude<BackendSuite, { flavour: 'hosted' }>,
  prepare: ((db: Database) => Promise<void>) | null,
): Promise<{ storageArgs: string[]; cleanup: () => Promise<void> }> {
  if (suite.flavour === 'postgres') {
    const url = await createFreshDatabase(suite.clusterUrl)
    if (prepare) await prepareDatabase(await openPostgres(url), prepare)
    return {
      storageArgs: ['--database-url', url, '--memory'],
      cleanup: () => Promise.resolve(),
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'consultant-site-backend-'))
  // The backend keeps its PGlite database in <data dir>/db.
  if (prepare) await prepareDatabase(await openPglite(join(dir, 'db')), prepare)
  return {
    storageArgs: ['--data-dir', dir],
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true })
      return Promise.resolve()
    },
  }
}

async function prepareDatabase(
  db: Database,
  prepare: (db: Database) => Promise<void>,
): Promise<void> {
  try {
    await migrate(db, { migrationsDir, seedFile: null })
    await prepare(db)
  } finally {
    await db.close()
  }
}
