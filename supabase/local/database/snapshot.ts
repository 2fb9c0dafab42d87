import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type MigrationSource, applyMigrations } from './migrate.ts'
import { openPglite } from './pglite.ts'

/**
 * A PGlite data directory dumped right after the bootstrap schema, the migrations and (where
 * asked) the seed were applied. Starting from it skips initdb and the migrations, which are
 * most of a fresh start. Snapshots are named by a hash of everything that decides their
 * content, so a changed migration, seed or bootstrap schema (or another PGlite) never matches
 * an old one: it is rebuilt on the next start and the old one removed.
 */
export interface MigratedSnapshot {
  data: Blob
  /** False when it was read from the cache. */
  builtNow: boolean
}

/** Raise when the way snapshots are made changes, so older ones are not used. */
const SNAPSHOT_FORMAT = 3

const pgliteVersion = readPgliteVersion()

export async function migratedSnapshot(
  source: MigrationSource,
  cacheDir: string,
): Promise<MigratedSnapshot> {
  const variant = source.seedSql === null ? 'migrated' : 'seeded'
  const file = join(cacheDir, `${variant}-${snapshotKey(source)}.tar`)
  const read = readSnapshots.get(file)
  if (read) return { data: read, builtNow: false }
  if (existsSync(file))
    return { data: keepRead(file, new Blob([readFileSync(file)])), builtNow: false }

  const data = await buildSnapshot(source)
  await keepSnapshot(cacheDir, variant, file, data)
  return { data: keepRead(file, data), builtNow: true }
}

/**
 * The snapshots this process has read or built, by file: a test run's process opens hundreds
 * of databases from the same one, and reading it again each time was a tenth of each opening.
 * A Blob cannot change, so every database may start from the same one.
 */
const readSnapshots = new Map<string, Blob>()

function keepRead(file: string, data: Blob): Blob {
  readSnapshots.set(file, data)
  return data
}

/** With the project's other build caches: never committed, removed with node_modules. */
export function projectSnapshotDir(supabaseDir: string): string {
  return join(supabaseDir, '..', 'node_modules', '.cache', 'local-backend')
}

/** The hash a snapshot of this source is filed under. */
export function snapshotKey(source: MigrationSource): string {
  const hash = createHash('sha256')
  for (const part of [
    `format ${SNAPSHOT_FORMAT}`,
    `pglite ${pgliteVersion}`,
    source.bootstrapSql,
    ...source.migrations.flatMap((file) => [file.fileName, file.sql]),
    source.seedSql ?? '(no seed)',
  ]) {
    // Each part with its length, so that moving text from one part to the next changes the hash.
    hash.update(`${part.length}:${part}`)
  }
  return hash.digest('hex').slice(0, 32)
}

async function buildSnapshot(source: MigrationSource): Promise<Blob> {
  const db = await openPglite(null)
  try {
    await applyMigrations(db, source)
    return await db.snapshotDataDir()
  } finally {
    await db.close()
  }
}

/**
 * Writes the snapshot under a temporary name and renames it into place, so that a backend
 * starting at the same moment reads a whole snapshot or none; then removes the older ones of
 * the same variant. A cache that cannot be written only costs the next start its speed.
 */
async function keepSnapshot(
  cacheDir: string,
  variant: string,
  file: string,
  data: Blob,
): Promise<void> {
  try {
    mkdirSync(cacheDir, { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await data.arrayBuffer()))
    renameSync(partial, file)
    for (const name of readdirSync(cacheDir)) {
      const path = join(cacheDir, name)
      if (name.startsWith(`${variant}-`) && name.endsWith('.tar') && path !== file) {
        rmSync(path, { force: true })
      }
    }
  } catch (error) {
    console.warn(`Could not keep the database snapshot in ${cacheDir}:`, error)
  }
}

function readPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = join(dirname(entry), '..', 'package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}
