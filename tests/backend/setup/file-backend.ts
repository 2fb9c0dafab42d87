import { afterAll } from 'vitest'
import { SUITE_ENVIRONMENT } from '../support/local-target.ts'
import { startOwnBackend } from '../support/own-backend.ts'
import { backendSuite, useFileBackend } from '../support/target.ts'

/**
 * Before each test file of a local flavour: a backend of the file's own with the demo content
 * and the demo owner, so that files run in parallel and never see each other's writes.
 */
if (backendSuite().flavour !== 'hosted') {
  const backend = await startOwnBackend({ env: SUITE_ENVIRONMENT })
  useFileBackend(backend)
  afterAll(() => backend.stop())
}
