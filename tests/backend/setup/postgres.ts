import type { TestProject } from 'vitest/node'
import { spawnLocalBackend } from '../../support/local-backend-process.ts'
import { startPostgresCluster } from '../../support/postgres-cluster.ts'
import { SUITE_ENVIRONMENT, localTarget } from '../support/local-target.ts'

/**
 * The local backend on a real PostgreSQL server started for this run, connected as hosted's
 * non-superuser `postgres` role.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  try {
    const databaseUrl = await cluster.createDatabase('contract_suite')
    const backend = await spawnLocalBackend(
      ['--database-url', databaseUrl, '--memory'],
      SUITE_ENVIRONMENT,
    )
    project.provide('backendTarget', localTarget('postgres', backend.url, cluster.adminUrl))
    return async () => {
      await backend.stop()
      await cluster.stop()
    }
  } catch (error) {
    await cluster.stop()
    throw error
  }
}
