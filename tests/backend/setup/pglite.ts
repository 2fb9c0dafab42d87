import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { readMigrationSource } from '../../../supabase/local/database/migrate.ts'
import { migratedSnapshot, projectSnapshotDir } from '../../../supabase/local/database/snapshot.ts'

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url))

/**
 * The local backend on in-memory PGlite; each file starts its own. The snapshots of the
 * migrated database (with and without the demo content) are made here, once, rather than by
 * the first files at the same time.
 */
export default async function setup(project: TestProject) {
  for (const seedFile of [`${supabaseDir}/seed.sql`, null]) {
    await migratedSnapshot(
      readMigrationSource({ migrationsDir: `${supabaseDir}/migrations`, seedFile }),
      projectSnapshotDir(supabaseDir),
    )
  }
  project.provide('backendSuite', { flavour: 'pglite', clusterUrl: null })
}
