/**
 * The two tiers of tests. `quick` is what every contributor runs before pushing (`npm test`):
 * the static checks, the unit tests, the backend contract suite on the embedded database, and
 * the browser smoke set, one walk down each user path (the tests tagged @smoke). `all` is the
 * full proof CI runs (`npm run test:all`): every Vitest project, the PostgreSQL flavour and the
 * integration tests among them, every end-to-end test, and the program tests below.
 */

/**
 * Backend-suite files that test programs rather than the contract: each starts the local backend
 * or the archive command line as a process of its own, several times (starting, restarting,
 * importing whole sites), and together they were a third of the quick tier's Vitest time.
 */
const PROGRAM_TESTS = [
  'tests/backend/local-backend.test.ts',
  'tests/backend/archive-cli.test.ts',
  'tests/backend/import-sites.test.ts',
]
export interface Tier {
  /** Arguments for `vitest run`. */
  vitest: readonly string[]
  /** Arguments for `playwright test`. */
  playwright: readonly string[]
  /** Added to Vitest's environment. */
  vitestEnv: Readonly<Record<string, string>>
}

export const TIERS = {
  quick: {
    vitest: [
      '--project',
      'unit',
      '--project',
      'backend-pglite',
      ...PROGRAM_TESTS.flatMap((file) => ['--exclude', file]),
    ],
    playwright: ['--project', 'chromium', '--grep', '@smoke'],
    // A quarter of the fuzz test's batches, from the same seed: the full tier sends them all.
    vitestEnv: { FUZZ_RUNS: '10' },
  },
  all: { vitest: [], playwright: [], vitestEnv: {} },
} satisfies Record<string, Tier>

export type TierName = keyof typeof TIERS

export function isTierName(name: string): name is TierName {
  return Object.hasOwn(TIERS, name)
}
