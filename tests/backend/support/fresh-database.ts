import { randomUUID } from 'node:crypto'
import { createProjectDatabase } from '../../support/postgres-cluster.ts'

/** A new database in the suite's PostgreSQL cluster, as a hosted project's; its connection URL. */
export function createFreshDatabase(clusterUrl: string): Promise<string> {
  return createProjectDatabase(clusterUrl, `fresh_${randomUUID().replaceAll('-', '')}`)
}
