import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './Database.ts'

export interface MigrationPlan {
  migrationsDir: string
  /** Applied to a fresh database after the migrations, when given. */
  seedFile: string | null
}

export interface MigrationOutcome {
  fresh: boolean
  applied: string[]
  seeded: boolean
}

const bootstrapSql = readFileSync(new URL('./bootstrap.sql', import.meta.url), 'utf8')

/**
 * Brings a database to the schema of supabase/migrations: installs what hosted Supabase provides
 * on a fresh database, applies every migration not yet recorded (each once, in version order,
 * in its own transaction), and on a fresh database applies the seed.
 */
export async function migrate(db: Database, plan: MigrationPlan): Promise<MigrationOutcome> {
  const fresh = await db.transaction(async (session) => {
    const [row] = await session.query<{ fresh: boolean }>(
      `select to_regnamespace('auth') is null as fresh`,
    )
    if (row?.fresh) await session.exec(bootstrapSql)
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
  for (const file of migrationFiles(plan.migrationsDir)) {
    if (done.has(file.version)) continue
    const sql = readFileSync(join(plan.migrationsDir, file.fileName), 'utf8')
    await db
      .transaction(async (session) => {
        await session.exec(sql)
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

  const { seedFile } = plan
  if (fresh && seedFile) {
    await db.transaction((session) => session.exec(readFileSync(seedFile, 'utf8')))
  }
  return { fresh, applied, seeded: fresh && seedFile !== null }
}

interface MigrationFile {
  fileName: string
  version: string
  name: string
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
      }
    })
    .sort((a, b) => a.version.localeCompare(b.version))
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
