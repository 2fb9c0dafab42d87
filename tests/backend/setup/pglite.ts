import type { TestProject } from 'vitest/node'
import { spawnLocalBackend } from '../../../scripts/local-backend-process.ts'
import { SUITE_ENVIRONMENT, localTarget } from '../support/local-target.ts'

/** The local backend on in-memory PGlite, with the demo content and the demo owner. */
export default async function setup(project: TestProject) {
  const backend = await spawnLocalBackend(['--memory'], SUITE_ENVIRONMENT)
  project.provide('backendTarget', localTarget('pglite', backend.url, null))
  return () => backend.stop()
}
