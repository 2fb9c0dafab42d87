import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './Database.ts'

export interface MigrationPlan {
  migrationsDir: string
  /** Applied to a fresh database after the migrations, when given. */
  seedFile: string | null
}

/** Everything that decides a migrated database's content, read once from disk. */
export interface MigrationSource {
  /** What hosted Supabase provides before any migration (roles, the auth and storage schemas). */
  bootstrapSql: string
  /** In version order, as the Supabase CLI applies them. */
  migrations: MigrationFile[]
  seedSql: string | null
}

export interface MigrationFile {
  fileName: string
  version: string
  name: string
  sql: string
}

export interface MigrationOutcome {
  fresh: boolean
  applied: string[]
  seeded: boolean
}

const bootstrapSql = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8')

/** Reads the bootstrap schema, supabase/migrations and the seed as they are now. */
export function readMigrationSource(plan: MigrationPlan): MigrationSource {
  return {
    bootstrapSql,
    migrations: migrationFiles(plan.migrationsDir),
    seedSql: plan.seedFile ? readFileSync(plan.seedFile, 'utf8') : null,
  }
}

/**
 * Brings a database to the schema of supabase/migrations: installs what hosted Supabase provides
 * on a fresh database, applies every migration not yet recorded (each once, in version order,
 * in its own transaction), and on a fresh database applies the seed.
 */
export function migrate(db: Database, plan: MigrationPlan): Promise<MigrationOutcome> {
  return applyMigrations(db, readMigrationSource(plan))
}

export async function applyMigrations(
  db: Database,
  source: MigrationSource,
): Promise<MigrationOutcome> {
  const fresh = await db.transaction(async (session) => {
    const [row] = await session.query<{ fresh: boolean }>(
      `select to_regnamespace('auth') is null as fresh`,
    )
    if (row?.fresh) await session.exec(source.bootstrapSql)
    return row?.fresh ?? false
  })

  const done = new Set(
    await db.transaction(async (session) => {
      const rows = await session.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
      return rows.map((row) => row.version)
    }),
  )

  const applied: string[] = []
  for (const file of source.migrations) {
    if (done.has(file.version)) continue
    await db
      .transaction(async (session) => {
        await session.exec(file.sql)
        await session.execute(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [file.version, file.name],
        )
      })
      .catch((error: unknown) => {
        throw new Error(`Migration ${file.fileName} failed: ${describe(error)}`, { cause: error })
      })
    applied.push(file.fileName)
  }

  const { seedSql } = source
  if (fresh && seedSql !== null) {
    await db.transaction((session) => session.exec(seedSql))
  }
  return { fresh, applied, seeded: fresh && seedSql !== null }
}

/** `<version>_<name>.sql`, ordered by version as the Supabase CLI orders them. */
function migrationFiles(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((fileName) => /^\d+_.+\.sql$/.test(fileName))
    .map((fileName) => {
      const separator = fileName.indexOf('_')
      return {
        fileName,
        version: fileName.slice(0, separator),
        name: fileName.slice(separator + 1, -'.sql'.length),
        sql: readFileSync(join(dir, fileName), 'utf8'),
      }
    })
    .sort((a, b) => a.version.localeCompare(b.version))
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
