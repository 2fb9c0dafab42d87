import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'
import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Node's flags in every worker, as the npm scripts give them: supabase-js needs a WebSocket class
 * (Node 22 has one by default, Node 20 behind this flag), in the tests' own clients and in the
 * Edge Functions that a local backend started in-process runs (a unit test of the prerendered
 * site starts one, and publishing its posts calls send-newsletter).
 */
const execArgv = ['--experimental-websocket']

/**
 * Unit tests; integration tests (real builds, real Chromium, real PGlite); and the backend
 * contract suite twice: against the local backend on PGlite and on a real PostgreSQL server.
 * With SUPABASE_TEST_URL set, the suite also runs against that project.
 *
 * All projects share the workers, one per core: on the local flavours every backend test file
 * has a backend of its own (tests/backend/setup/file-backend.ts), so files run side by side.
 */
const backendSuite = (
  name: string,
  globalSetup: string,
  options: { fileParallelism: boolean },
): TestProjectInlineConfiguration => ({
  test: {
    name,
    execArgv,
    include: ['tests/backend/**/*.test.ts'],
    globalSetup: [globalSetup],
    setupFiles: ['tests/backend/setup/file-backend.ts'],
    fileParallelism: options.fileParallelism,
    // A worker's files share its loaded modules (the local backend, PGlite, supabase-js) instead
    // of loading them again for each file: a third of the suite's time. They share no state:
    // each file has a backend of its own, started by the setup file before its tests.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

/**
 * Vitest runs projects in the order of their names, so the integration project (among the
 * longest files: the migrated snapshot's test takes 20–30 s) would start last and end alone on
 * one core. Started first, it runs beside the backend suites.
 */
class IntegrationFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const first = (file: TestSpecification) => (file.project.name === 'integration' ? 0 : 1)
    return sorted.sort((a, b) => first(a) - first(b))
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: IntegrationFirst },
    projects: [
      {
        test: {
          name: 'unit',
          execArgv,
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          execArgv,
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      backendSuite('backend-pglite', 'tests/backend/setup/pglite.ts', { fileParallelism: true }),
      backendSuite('backend-postgres', 'tests/backend/setup/postgres.ts', {
        fileParallelism: true,
      }),
      // One project shared by every file: one file at a time.
      ...(process.env.SUPABASE_TEST_URL
        ? [
            backendSuite('backend-hosted', 'tests/backend/setup/hosted.ts', {
              fileParallelism: false,
            }),
          ]
        : []),
    ],
  },
})
