import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, SqlSession, TransactionOptions } from './Database.ts'

/** Opens PGlite in memory, or persisted under `dataDir` so content survives restarts. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pglite = await PGlite.create(dataDir ?? undefined)
  await pglite.exec(`set timezone to 'UTC'`)

  return {
    description: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
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
