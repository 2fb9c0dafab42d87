import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from '../../support/postgres-cluster.ts'

/**
 * The local backend on a real PostgreSQL server started for this run, set up as hosted's (the
 * backend connects as the non-superuser `postgres` role); each file gets a database.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  project.provide('backendSuite', { flavour: 'postgres', clusterUrl: cluster.adminUrl })
  return () => cluster.stop()
}
