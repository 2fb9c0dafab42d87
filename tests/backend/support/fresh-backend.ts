import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type BackendProcess, spawnLocalBackend } from '../../../scripts/local-backend-process.ts'
import { localTarget } from './local-target.ts'
import { type BackendTarget, backendTarget } from './target.ts'

/** A local backend of this test's own, on new storage of the suite's flavour (PGlite or PostgreSQL). */
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
  const suite = backendTarget()
  if (suite.flavour === 'hosted')
    throw new Error('Fresh backends exist only for the local flavours')
  const { storageArgs, cleanup } = await newStorage(suite)
  const args = [...storageArgs, ...(options.args ?? [])]
  const flavour = suite.flavour

  let current = await spawnLocalBackend(args, options.env)
  const fresh: FreshBackend = {
    target: localTarget(flavour, current.url, suite.clusterUrl),
    process: current,
    async restart(extraArgs = []) {
      await current.stop()
      current = await spawnLocalBackend([...storageArgs, ...extraArgs], options.env)
      fresh.process = current
      fresh.target = localTarget(flavour, current.url, suite.clusterUrl)
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
  suite: BackendTarget,
): Promise<{ storageArgs: string[]; cleanup: () => Promise<void> }> {
  if (suite.flavour === 'postgres' && suite.clusterUrl) {
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

/** A new, empty database in the suite's PostgreSQL cluster; its connection URL. */
export async function createFreshDatabase(clusterUrl: string): Promise<string> {
  const name = `fresh_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return url.toString()
}
