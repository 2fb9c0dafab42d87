import type { TestProject } from 'vitest/node'
import { prepareMigratedSnapshots } from '../../support/migrated-snapshots.ts'

/** The local backend on in-memory PGlite; each file starts its own from the snapshots. */
export default async function setup(project: TestProject) {
  await prepareMigratedSnapshots()
  project.provide('backendSuite', { flavour: 'pglite', clusterUrl: null })
}
