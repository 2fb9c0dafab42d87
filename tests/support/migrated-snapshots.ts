import { fileURLToPath } from 'node:url'
import { readMigrationSource } from '../../supabase/local/database/migrate.ts'
import { migratedSnapshot, projectSnapshotDir } from '../../supabase/local/database/snapshot.ts'

const supabaseDir = fileURLToPath(new URL('../../supabase', import.meta.url))

/**
 * Makes the snapshots of the migrated database (with the demo content and without) that the
 * run's backends start from, once, before they are started side by side: otherwise, after a
 * migration changed, each would build the same snapshot at the same time.
 */
export async function prepareMigratedSnapshots(): Promise<void> {
  for (const seedFile of [`${supabaseDir}/seed.sql`, null]) {
    await migratedSnapshot(
      readMigrationSource({ migrationsDir: `${supabaseDir}/migrations`, seedFile }),
      projectSnapshotDir(supabaseDir),
    )
  }
}
