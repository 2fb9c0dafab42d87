import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '../../../supabase/local/database/Database.ts'
import { migrate, readMigrationSource } from '../../../supabase/local/database/migrate.ts'
import { openMigratedDatabase as openDatabase } from '../../../supabase/local/database/open-migrated.ts'
import { openPglite } from '../../../supabase/local/database/pglite.ts'
import { openPostgres } from '../../../supabase/local/database/postgres.ts'
import { projectSnapshotDir } from '../../../supabase/local/database/snapshot.ts'
import { createFreshDatabase } from './fresh-database.ts'
import { backendSuite } from './target.ts'

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url))
export const MIGRATIONS_DIR = `${supabaseDir}migrations`

/**
 * A database of the suite's flavour brought to the schema of supabase/migrations (and seeded)
 * exactly as the local backend does it, for tests that read the catalogue with SQL.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const { db } = await openDatabase(
    {
      databaseUrl: await freshDatabaseUrl(),
      pgliteDir: null,
      snapshotDir: projectSnapshotDir(supabaseDir),
    },
    readMigrationSource({ migrationsDir: MIGRATIONS_DIR, seedFile: `${supabaseDir}seed.sql` }),
  )
  return db
}

/**
 * A database with the migrations before `version` only and no seed, as a project looked before
 * that migration landed: a test fills it, then brings it up to date with `migrate`.
 */
export async function openDatabaseBefore(version: string): Promise<Database> {
  const earlier = mkdtempSync(join(tmpdir(), 'migrations-before-'))
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < version)) {
    cpSync(join(MIGRATIONS_DIR, file), join(earlier, file))
  }
  const url = await freshDatabaseUrl()
  const db = url ? await openPostgres(url) : await openPglite(null)
  try {
    await migrate(db, { migrationsDir: earlier, seedFile: null })
    return db
  } catch (error) {
    await db.close()
    throw error
  } finally {
    rmSync(earlier, { recursive: true, force: true })
  }
}

/** A new database of the PostgreSQL cluster, or null on the PGlite flavour (one in memory). */
async function freshDatabaseUrl(): Promise<string | null> {
  const suite = backendSuite()
  if (suite.flavour === 'hosted') throw new Error('The hosted database cannot be opened here')
  return suite.flavour === 'postgres' ? createFreshDatabase(suite.clusterUrl) : null
}
