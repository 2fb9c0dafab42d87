import { fileURLToPath } from 'node:url'
import type { Database } from '../../../supabase/local/database/Database.ts'
import { migrate } from '../../../supabase/local/database/migrate.ts'
import { openPglite } from '../../../supabase/local/database/pglite.ts'
import { openPostgres } from '../../../supabase/local/database/postgres.ts'
import { createFreshDatabase } from './fresh-backend.ts'
import type { BackendTarget } from './target.ts'

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url))

/**
 * A database of the suite's flavour brought to the schema of supabase/migrations (and seeded)
 * exactly as the local backend does it, for tests that read the catalogue with SQL.
 */
export async function openMigratedDatabase(suite: BackendTarget): Promise<Database> {
  if (suite.flavour === 'hosted') throw new Error('The hosted database cannot be opened here')
  const db =
    suite.flavour === 'postgres' && suite.clusterUrl
      ? await openPostgres(await createFreshDatabase(suite.clusterUrl))
      : await openPglite(null)
  try {
    await migrate(db, {
      migrationsDir: `${supabaseDir}migrations`,
      seedFile: `${supabaseDir}seed.sql`,
    })
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
