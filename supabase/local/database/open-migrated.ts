import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './Database.ts'
import { type MigrationOutcome, type MigrationSource, applyMigrations } from './migrate.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import { migratedSnapshot } from './snapshot.ts'

export interface DatabaseLocation {
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl: string | null
  /** PGlite's data directory; null keeps the database in memory. */
  pgliteDir: string | null
  /** Where PGlite snapshots of the migrated database are kept. */
  snapshotDir: string
}

export interface MigratedDatabase {
  db: Database
  migrations: MigrationOutcome
  /** How a new PGlite database was made, for the start-up output; null otherwise. */
  snapshot: 'built now' | 'reused' | null
}

/**
 * Opens the backend's database at the schema of `source`. A new PGlite database starts from a
 * snapshot of the migrated (and seeded) database, made once per source; an existing one, or a
 * PostgreSQL database, is migrated in place.
 */
export async function openMigratedDatabase(
  location: DatabaseLocation,
  source: MigrationSource,
): Promise<MigratedDatabase> {
  const { pgliteDir } = location
  if (location.databaseUrl === null && !(pgliteDir && existsSync(join(pgliteDir, 'PG_VERSION')))) {
    const snapshot = await migratedSnapshot(source, location.snapshotDir)
    return {
      db: await openPglite(pgliteDir, snapshot.data),
      migrations: {
        fresh: true,
        applied: source.migrations.map((file) => file.fileName),
        seeded: source.seedSql !== null,
      },
      snapshot: snapshot.builtNow ? 'built now' : 'reused',
    }
  }
  const db = location.databaseUrl
    ? await openPostgres(location.databaseUrl)
    : await openPglite(pgliteDir)
  try {
    return { db, migrations: await applyMigrations(db, source), snapshot: null }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
