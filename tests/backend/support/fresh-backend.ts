import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BackendProcess, spawnLocalBackend } from '../../../scripts/local-backend-process.ts'
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

export async function startFreshBackend(
  options: { args?: string[]; env?: Record<string, string> } = {},
): Promise<FreshBackend> {
  const suite = backendSuite()
  if (suite.flavour === 'hosted') {
    throw new Error('Fresh backends exist only for the local flavours')
  }
  const { storageArgs, cleanup } = await newStorage(suite)
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
): Promise<{ storageArgs: string[]; cleanup: () => Promise<void> }> {
  if (suite.flavour === 'postgres') {
    return {
      storageArgs: ['--database-url', await createFreshDatabase(suite.clusterUrl), '--memory'],
      cleanup: () => Promise.resolve(),
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'consultant-site-backend-'))
  return {
    storageArgs: ['--data-dir', dir],
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true })
      return Promise.resolve()
    },
  }
}
