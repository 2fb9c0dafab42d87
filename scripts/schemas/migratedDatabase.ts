import { join } from 'node:path'
import type { Database } from '../../supabase/local/database/Database.ts'
import { readMigrationSource } from '../../supabase/local/database/migrate.ts'
import { openMigratedDatabase } from '../../supabase/local/database/open-migrated.ts'
import { projectSnapshotDir } from '../../supabase/local/database/snapshot.ts'

/**
 * A fresh database brought to supabase/migrations (and the seed, which defines no function) in
 * memory, as the local backend makes one: from its cached snapshot when the migrations have not
 * changed since, else migrated anew (a few seconds).
 */
export async function openFreshMigratedDatabase(root: string): Promise<Database> {
  const supabaseDir = join(root, 'supabase')
  const { db } = await openMigratedDatabase(
    { databaseUrl: null, pgliteDir: null, snapshotDir: projectSnapshotDir(supabaseDir) },
    readMigrationSource({
      migrationsDir: join(supabaseDir, 'migrations'),
      seedFile: join(supabaseDir, 'seed.sql'),
    }),
  )
  return db
}
