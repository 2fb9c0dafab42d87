import type { TestProject } from 'vitest/node'
import { spawnLocalBackend } from '../../support/local-backend-process.ts'
import { localTarget } from '../support/local-target.ts'

/** The local backend on in-memory PGlite, with the demo content and the demo owner. */
export default async function setup(project: TestProject) {
  const backend = await spawnLocalBackend(['--memory'])
  project.provide('backendTarget', localTarget('pglite', backend.url, null))
  return () => backend.stop()
}
