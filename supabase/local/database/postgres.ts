import pg from 'pg'
import type { Database, SqlSession, TransactionOptions } from './Database.ts'

/** Connects to a PostgreSQL server; the user must be allowed to create roles and schemas. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 4, options: '-c TimeZone=UTC' })
  pool.on('error', (error) => {
    console.error('PostgreSQL connection error:', error.message)
  })
  const probe = await pool.connect()
  probe.release()

  return {
    description: `PostgreSQL at ${redactPassword(connectionString)}`,
    async transaction<T>(work: (session: SqlSession) => Promise<T>, options?: TransactionOptions) {
      const client = await pool.connect()
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin')
        const result = await work({
          async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
            const { rows } = await client.query<Row>(sql, [...params])
            return rows
          },
          async execute(sql: string, params: readonly unknown[] = []) {
            const { rowCount } = await client.query(sql, [...params])
            return rowCount ?? 0
          },
          async exec(sql: string) {
            await client.query(sql)
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      await pool.end()
    },
  }
}

function redactPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return 'the given server'
  }
}
