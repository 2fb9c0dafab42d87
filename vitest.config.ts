import { defineConfig } from 'vitest/config'
import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Unit tests, and the backend contract suite twice: against the local backend on PGlite and on
 * a real PostgreSQL server. With SUPABASE_TEST_URL set, the suite also runs against that project.
 */
const backendSuite = (
  name: string,
  globalSetup: string,
  groupOrder: number,
): TestProjectInlineConfiguration => ({
  test: {
    name,
    // One backend suite at a time: on a small machine they would starve each other.
    sequence: { groupOrder },
    // supabase-js needs a WebSocket class; Node 20 has one behind this flag (Node 22 by default).
    execArgv: ['--experimental-websocket'],
    include: ['tests/backend/**/*.test.ts'],
    globalSetup: [globalSetup],
    // The suites share one backend and count rows: one file at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      backendSuite('backend-pglite', 'tests/backend/setup/pglite.ts', 1),
      backendSuite('backend-postgres', 'tests/backend/setup/postgres.ts', 2),
      ...(process.env.SUPABASE_TEST_URL
        ? [backendSuite('backend-hosted', 'tests/backend/setup/hosted.ts', 3)]
        : []),
    ],
  },
})
