import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { stopProcess } from '../../scripts/child-process.ts'
import { freePort } from './free-port.ts'

/**
 * A throwaway PostgreSQL server from the machine's `postgresql` package, in a temporary
 * directory, for proving the migrations and the local backend on the real thing.
 */
export interface PostgresCluster {
  /** Connection URL of a database in this cluster. */
  urlFor(database: string): string
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'consultant-site-pg-'))
  const dataDir = join(dir, 'data')
  const user = serverUser()
  if (user) chownSync(dir, user.uid, user.gid)

  execFileSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', ...user },
  )

  const port = await freePort()
  const settings = [
    'listen_addresses=127.0.0.1',
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
  ]
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dir, ...settings.flatMap((s) => ['-c', s])],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  )
  let log = ''
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))

  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  await waitForServer(urlFor('postgres'), server, () => log)

  return {
    urlFor,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor('postgres') })
      await client.connect()
      try {
        await client.query(`create database "${name.replaceAll('"', '')}"`)
      } finally {
        await client.end()
      }
      return urlFor(name)
    },
    async stop() {
      await stopProcess(server)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) {
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (see .ci/run).',
    )
  }
  return join(root, newest, 'bin')
}

/** PostgreSQL refuses to run as root: as root, run it as the package's `postgres` user. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  return { uid: id('-u'), gid: id('-g') }
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited: ${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`PostgreSQL did not start within 30 s: ${log()}`)
}
