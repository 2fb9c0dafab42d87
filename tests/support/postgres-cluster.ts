import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { stopProcess } from '../../scripts/child-process.ts'
import { freePort } from './free-port.ts'
import { postgresInstallation } from './postgres-installation.ts'

/**
 * A throwaway PostgreSQL server from the machine's `postgresql` package, in a temporary
 * directory, set up as hosted Supabase sets its databases up: the superuser is
 * `supabase_admin`, and `postgres`, which runs the migrations and serves the local backend, is
 * not a superuser, with hosted's role attributes and grants. pg_net and pg_cron are offered as
 * the local backend's stand-ins, as hosted offers the real ones.
 */
export interface PostgresCluster {
  /** The superuser's connection to the maintenance database, for creating databases. */
  adminUrl: string
  /** A new database as a hosted project has it; the `postgres` role's connection URL. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

const SUPERUSER = 'supabase_admin'

/**
 * The roles of a hosted project. `postgres` has hosted's attributes, and membership of the
 * API roles as there; membership of the Auth and Storage servers' roles is the local backend's
 * need (it plays both servers through this one connection), not hosted's.
 */
const ROLES_SQL = `
create role postgres login createrole createdb replication bypassrls;
grant pg_read_all_data, pg_signal_backend to postgres;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit;
grant anon, authenticated, service_role, supabase_auth_admin, supabase_storage_admin to postgres;
alter role postgres set search_path = "$user", public, extensions;
`

/** What a hosted project's database holds before any migration: the extensions schema and grants. */
const DATABASE_SQL = `
create schema extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
`

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'consultant-site-pg-'))
  const dataDir = join(dir, 'data')
  const user = serverUser()
  if (user) chownSync(dir, user.uid, user.gid)
  const installation = postgresInstallation(join(dir, 'install'))

  execFileSync(
    join(installation.bin, 'initdb'),
    ['-D', dataDir, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
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
    join(installation.bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dir, ...settings.flatMap((s) => ['-c', s])],
    { stdio: ['ignore', 'ignore', 'pipe'], ...user },
  )
  let log = ''
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))

  const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`
  await waitForServer(adminUrl, server, () => log)
  await runAs(adminUrl, ROLES_SQL)

  return {
    adminUrl,
    createDatabase: (name) => createProjectDatabase(adminUrl, name),
    async stop() {
      await stopProcess(server)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A new database owned by `postgres`, prepared as hosted prepares a project's database. */
export async function createProjectDatabase(adminUrl: string, name: string): Promise<string> {
  const database = name.replaceAll('"', '')
  await runAs(adminUrl, `create database "${database}" owner postgres`)
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  await runAs(url.toString(), DATABASE_SQL)
  url.username = 'postgres'
  return url.toString()
}

async function runAs(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
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
