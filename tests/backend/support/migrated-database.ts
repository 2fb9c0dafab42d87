import { fileURLToPath } from 'node:url'
import type { Database } from '../../../supabase/local/database/Database.ts'
import { readMigrationSource } from '../../../supabase/local/database/migrate.ts'
import { openMigratedDatabase as openDatabase } from '../../../supabase/local/database/open-migrated.ts'
import { projectSnapshotDir } from '../../../supabase/local/database/snapshot.ts'
import { createFreshDatabase } from './fresh-database.ts'
import { backendSuite } from './target.ts'

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url))

/**
 * A database of the suite's flavour brought to the schema of supabase/migrations (and seeded)
 * exactly as the local backend does it, for tests that read the catalogue with SQL.
 */
export async function openMigratedDatabase(): Promise<Database> {
  const suite = backendSuite()
  if (suite.flavour === 'hosted') throw new Error('The hosted database cannot be opened here')
  const { db } = await openDatabase(
    {
      databaseUrl:
        suite.flavour === 'postgres' ? await createFreshDatabase(suite.clusterUrl) : null,
      pgliteDir: null,
      snapshotDir: projectSnapshotDir(supabaseDir),
    },
    readMigrationSource({
      migrationsDir: `${supabaseDir}migrations`,
      seedFile: `${supabaseDir}seed.sql`,
    }),
  )
  return db
}
