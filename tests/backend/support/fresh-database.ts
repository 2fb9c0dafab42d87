import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** A new, empty database in the suite's PostgreSQL cluster; its connection URL. */
export async function createFreshDatabase(clusterUrl: string): Promise<string> {
  const name = `fresh_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return url.toString()
}
