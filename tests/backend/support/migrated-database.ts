import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from '../../../supabase/local/database/Database.ts'
import { migrate } from '../../../supabase/local/database/migrate.ts'
import { openPglite } from '../../../supabase/local/database/pglite.ts'
import { openPostgres } from '../../../supabase/local/database/postgres.ts'
import { createFreshDatabase } from './fresh-backend.ts'
import type { BackendTarget } from './target.ts'

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url))
export const MIGRATIONS_DIR = `${supabaseDir}migrations`

/**
 * A database of the suite's flavour brought to the schema of supabase/migrations (and seeded)
 * exactly as the local backend does it, for tests that read the catalogue with SQL.
 */
export async function openMigratedDatabase(suite: BackendTarget): Promise<Database> {
  const db = await openEmptyDatabase(suite)
  try {
    await migrate(db, { migrationsDir: MIGRATIONS_DIR, seedFile: `${supabaseDir}seed.sql` })
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

/**
 * A database with the migrations before `version` only and no seed, as a project looked before
 * that migration landed: a test fills it, then brings it up to date with `migrate`.
 */
export async function openDatabaseBefore(suite: BackendTarget, version: string): Promise<Database> {
  const earlier = mkdtempSync(join(tmpdir(), 'migrations-before-'))
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < version)) {
    cpSync(join(MIGRATIONS_DIR, file), join(earlier, file))
  }
  const db = await openEmptyDatabase(suite)
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

async function openEmptyDatabase(suite: BackendTarget): Promise<Database> {
  if (suite.flavour === 'hosted') throw new Error('The hosted database cannot be opened here')
  return suite.flavour === 'postgres' && suite.clusterUrl
    ? openPostgres(await createFreshDatabase(suite.clusterUrl))
    : openPglite(null)
}
