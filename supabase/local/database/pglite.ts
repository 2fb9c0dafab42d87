import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, SqlSession, TransactionOptions } from './Database.ts'

export interface PgliteDatabase extends Database {
  /**
   * The data directory as an uncompressed tarball for new databases to start from. The template
   * databases are dropped first: nothing here creates a database, and copying them in was a
   * sixth of each start's CPU.
   */
  snapshotDataDir(): Promise<Blob>
}

/**
 * Opens PGlite in memory, or persisted under `dataDir` so content survives restarts. A new
 * database starts as a copy of `snapshot` (a dumped data directory) when one is given.
 */
export async function openPglite(
  dataDir: string | null,
  snapshot: Blob | null = null,
): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pglite = await PGlite.create(
    dataDir ?? undefined,
    snapshot ? { loadDataDir: snapshot } : {},
  )
  await pglite.exec(`set timezone to 'UTC'`)

  return {
    description: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
    async snapshotDataDir() {
      await pglite.exec(`update pg_database set datistemplate = false where datistemplate`)
      await pglite.exec('drop database template0')
      await pglite.exec('drop database template1')
      // Without a checkpoint the dump holds the changes only in the WAL: opening it replays them
      // as a crash recovery does, and every sequence skips the values it had logged ahead.
      await pglite.exec('checkpoint')
      return pglite.dumpDataDir('none')
    },
    transaction<T>(work: (session: SqlSession) => Promise<T>, options?: TransactionOptions) {
      // PGlite has one connection; its transaction() queues callers, so requests never interleave.
      return pglite.transaction(async (tx) => {
        if (options?.readOnly) await tx.exec('set transaction read only')
        return work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<Row>(sql, [...params])
            return result.rows
          },
          async execute(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query(sql, [...params])
            return result.affectedRows ?? 0
          },
          async exec(sql: string) {
            await tx.exec(sql)
          },
        })
      })
    },
    async close() {
      await pglite.close()
    },
  }
}
