import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createAccount, demoOwnerPasswordHash } from './auth/accounts.ts'
import { readProjectConfig } from './config.ts'
import type { Database } from './database/Database.ts'
import { type MigrationOutcome, readMigrationSource } from './database/migrate.ts'
import { openMigratedDatabase } from './database/open-migrated.ts'
import { projectSnapshotDir } from './database/snapshot.ts'
import { startOutgoingRequests } from './database/outgoing-requests.ts'
import { startScheduledJobs } from './database/scheduled-jobs.ts'
import { type ApiKeys, localApiKeys } from './keys.ts'
import { type Outbox, diskOutbox, memoryOutbox } from './mail/outbox.ts'
import { startApiServer } from './server.ts'
import { diskFileStore, memoryFileStore } from './storage/file-store.ts'

export interface OwnerCredentials {
  email: string
  password: string
}

/** What the Edge Functions are told when the local backend runs them. */
export interface FunctionSettings {
  /** The public site, for links in emails; config.toml's auth.site_url when null. */
  siteUrl: string | null
  ownerEmail: string
  emailFrom: string
  /**
   * The social-web account's private key (PKCS #8 PEM); when null, this computer's own, which a
   * local build of the site makes in `.local/fediverse/` (site/prerender/fediverse/publicKey.ts).
   */
  fediversePrivateKey: string | null
  /**
   * Whether the inbox may call loopback and private addresses (and plain http): for tests that
   * run a second fediverse server on this machine. Hosted functions never may.
   */
  fediverseAllowPrivateAddresses: boolean
  /**
   * A stand-in for the outside sites link previews read (tests): a request for
   * `https://host/path` goes to `{this}/host/path`. Null: the sites themselves.
   */
  outsideSitesStandIn: string | null
}

export interface LocalBackendOptions {
  /** The project's `supabase/` directory: config.toml, migrations/, seed.sql. */
  supabaseDir: string
  /** Database (PGlite), uploaded files and mail live here; null keeps them in memory. */
  dataDir: string | null
  /** Use this PostgreSQL server instead of PGlite. */
  databaseUrl: string | null
  host: string
  /** 0 picks a free port. */
  port: number
  seed: boolean
  /** Created on a fresh database, through the same path as a self-service sign-up. */
  demoOwner: OwnerCredentials | null
  functions: FunctionSettings
  /** Stored as the site's enquiry limit when given. */
  contactMessagesPerHour: number | null
  /** Stored as the build hook the database calls when a published post changes, when given. */
  siteRebuildHookUrl: string | null
  /** Where config.toml's overrides are read (SUPABASE_*, LOCAL_AUTH_*); process.env unless given. */
  environment?: Record<string, string | undefined>
  /** The clock of Auth and the scheduled jobs; Date.now unless given (tests move time with it). */
  now?: () => number
  /** How often the stand-in for pg_cron runs the publishing jobs; every minute unless given. */
  jobsEveryMs?: number
  /** Where the functions' mail goes; a new outbox in the data directory or memory unless given. */
  outbox?: Outbox
}

export interface LocalBackend {
  url: string
  keys: ApiKeys
  databaseDescription: string
  migrations: MigrationOutcome
  demoOwnerCreated: boolean
  close(): Promise<void>
}

/** Starts the embedded stand-in for hosted Supabase: database, migrations, seed and HTTP API. */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const config = readProjectConfig(join(options.supabaseDir, 'config.toml'), options.environment)
  const keys = localApiKeys()
  const { dataDir } = options
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined

  let db: Database | null = null
  try {
    const opened = await openMigratedDatabase(
      {
        databaseUrl: options.databaseUrl,
        pgliteDir: dataDir ? join(dataDir, 'db') : null,
        snapshotDir: projectSnapshotDir(options.supabaseDir),
      },
      readMigrationSource({
        migrationsDir: join(options.supabaseDir, 'migrations'),
        seedFile: options.seed ? join(options.supabaseDir, 'seed.sql') : null,
      }),
    )
    db = opened.db
    const { migrations } = opened
    const demoOwnerCreated = migrations.fresh && options.demoOwner !== null
    if (options.demoOwner && demoOwnerCreated) {
      await createAccount(
        db,
        {
          minimumPasswordLength: config.auth.minimumPasswordLength,
          beforeUserCreatedHook: config.auth.beforeUserCreatedHook,
        },
        options.demoOwner,
        { runHook: true, clientAddress: '127.0.0.1', hash: demoOwnerPasswordHash },
      )
    }
    if (options.contactMessagesPerHour !== null) {
      await db.transaction((session) =>
        session.execute('update private.site_limits set contact_messages_per_hour = $1', [
          options.contactMessagesPerHour,
        ]),
      )
    }
    if (options.siteRebuildHookUrl !== null) {
      await db.transaction((session) =>
        session.execute('update private.site_rebuild set hook_url = $1', [
          options.siteRebuildHookUrl,
        ]),
      )
    }
    const newsletterDispatchSecret = randomBytes(32).toString('hex')
    const fediverseDispatchSecret = randomBytes(32).toString('hex')
    const server = await startApiServer({
      db,
      keys,
      config,
      files: dataDir ? diskFileStore(join(dataDir, 'storage')) : memoryFileStore(),
      outbox: options.outbox ?? (dataDir ? diskOutbox(join(dataDir, 'mail')) : memoryOutbox()),
      functions: {
        siteUrl: options.functions.siteUrl ?? config.auth.siteUrl,
        ownerEmail: options.functions.ownerEmail,
        emailFrom: options.functions.emailFrom,
      },
      fediverse: {
        privateKeyPem: fediverseKey(options),
        allowPrivateAddresses: options.functions.fediverseAllowPrivateAddresses,
        dispatchSecret: fediverseDispatchSecret,
      },
      outsideSitesStandIn: options.functions.outsideSitesStandIn,
      newsletterDispatchSecret,
      host: options.host,
      port: options.port,
      now: options.now,
    })
    await dispatchToOwnFunctions(db, server.url, {
      newsletter: newsletterDispatchSecret,
      fediverse: fediverseDispatchSecret,
    })
    const openDb = db
    const outgoing = await startOutgoingRequests(db)
    const jobs = await startScheduledJobs(db, { now: options.now, everyMs: options.jobsEveryMs })
    return {
      url: server.url,
      keys,
      databaseDescription: opened.snapshot
        ? `${db.description}, from the migrated snapshot (${opened.snapshot})`
        : db.description,
      migrations,
      demoOwnerCreated,
      async close() {
        await server.close()
        await jobs.stop()
        await outgoing.stop()
        await openDb.close()
        releaseLock()
      },
    }
  } catch (error) {
    await db?.close().catch(() => undefined)
    releaseLock()
    throw error
  }
}

/**
 * The database asks this backend's own functions: send-newsletter when a post is first
 * published, activitypub-deliver when a delivery to the social web is due.
 */
async function dispatchToOwnFunctions(
  db: Database,
  url: string,
  secrets: { newsletter: string; fediverse: string },
): Promise<void> {
  await db.transaction(async (session) => {
    await session.execute('update private.newsletter_dispatch set function_url = $1, secret = $2', [
      `${url}/functions/v1/send-newsletter`,
      secrets.newsletter,
    ])
    await session.execute('update private.fediverse_dispatch set function_url = $1, secret = $2', [
      `${url}/functions/v1/activitypub-deliver`,
      secrets.fediverse,
    ])
  })
}

/** The data directory must have one writer: refuse to start a second backend on it. */
function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockFile = join(dataDir, 'backend.lock')
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'))
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
      throw new Error(`Another local backend (pid ${pid}) is using ${dataDir}. Stop it first.`)
    }
  }
  writeFileSync(lockFile, String(process.pid))
  return () => {
    rmSync(lockFile, { force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The inbox's private key: the one given, or this computer's, read when asked, as a build may
 * make it after the backend started; null while there is none.
 */
function fediverseKey(options: LocalBackendOptions): () => string | null {
  const given = options.functions.fediversePrivateKey
  if (given !== null) return () => given
  const file = join(options.supabaseDir, '..', '.local', 'fediverse', 'private-key.pem')
  return () => (existsSync(file) ? readFileSync(file, 'utf8') : null)
}
