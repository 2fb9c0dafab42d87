import { randomInt } from 'node:crypto'
import { localApiKeys } from '../supabase/local/keys.ts'
import { spawnLocalBackend } from './local-backend-process.ts'
import { runDraftCrashCycles } from './stress/draft-crash.ts'
import { runFuzz } from './stress/fuzz.ts'
import { DEFAULT_LOAD_OPTIONS, formatLoadReport, runLoadTest } from './stress/load.ts'

/**
 * `npm run test:stress`: the fuzz test with many cases, a load test of the local backend, and
 * the desktop drafts' crash test; prints every figure and exits non-zero on any server error,
 * load error, lost enquiry or lost draft.
 *
 * STRESS_FUZZ_RUNS (default 250 batches per service), STRESS_FUZZ_SEED (default random),
 * STRESS_CONNECTIONS (50) and STRESS_DURATION_SECONDS (30 per scenario) change the amounts.
 */

const DRAFT_CRASH_CYCLES = 200
/** Far above any load run: the per-address enquiry limit must not refuse the load test. */
const UNLIMITED_ENQUIRIES_PER_HOUR = '2000000000'

const fuzzRuns = setting('STRESS_FUZZ_RUNS', 250)
const fuzzSeed = setting('STRESS_FUZZ_SEED', randomInt(2 ** 31), 0)
const loadOptions = {
  connections: setting('STRESS_CONNECTIONS', DEFAULT_LOAD_OPTIONS.connections),
  durationSeconds: setting('STRESS_DURATION_SECONDS', DEFAULT_LOAD_OPTIONS.durationSeconds),
}

const summary: string[] = []
const failures: string[] = []

function setting(name: string, fallback: number, minimum = 1): number {
  const text = process.env[name]?.trim()
  if (!text) return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, not "${text}"`)
  }
  return value
}

/** Runs one part; a part that throws is reported as failed and the others still run. */
async function part(name: string, work: () => Promise<void>): Promise<void> {
  console.log(`\n=== ${name} ===`)
  try {
    await work()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    summary.push(`${name}: could not run: ${message}`)
    failures.push(`${name} could not run`)
  }
}

await part('Fuzz', async () => {
  const fuzz = await runFuzz(fuzzRuns, fuzzSeed)
  summary.push(
    `Fuzz (seed ${fuzz.seed}, ${fuzzRuns} batches per service and backend)\n` +
      `  ${fuzz.requests} requests, ${fuzz.serverErrors} server errors, ${fuzz.passed ? 'passed' : 'FAILED'}`,
  )
  if (!fuzz.passed || fuzz.serverErrors > 0) failures.push('the fuzz test failed')
})

await part('Load', async () => {
  const backend = await spawnLocalBackend(['--memory'], {
    LOCAL_CONTACT_MESSAGES_PER_HOUR: UNLIMITED_ENQUIRIES_PER_HOUR,
  })
  try {
    const keys = localApiKeys()
    console.log(
      `${loadOptions.connections} connections, ${loadOptions.durationSeconds} s per scenario, ` +
        `against ${backend.url} (PGlite in memory)`,
    )
    const report = await runLoadTest(
      { url: backend.url, anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey },
      loadOptions,
    )
    summary.push(
      `Load (${loadOptions.connections} connections, ${loadOptions.durationSeconds} s per scenario)\n` +
        formatLoadReport(report),
    )
    const errors = report.scenarios.reduce((sum, s) => sum + s.non2xx + s.socketErrors, 0)
    if (errors > 0) failures.push(`${errors} load errors`)
    if (report.contact.lost > 0) failures.push(`${report.contact.lost} lost enquiries`)
  } finally {
    await backend.stop()
  }
})

await part('Draft crash safety', async () => {
  const crash = await runDraftCrashCycles(DRAFT_CRASH_CYCLES)
  summary.push(
    `Draft crash safety (${crash.cycles} kill-and-restart cycles)\n` +
      `  ${crash.acknowledged} saves acknowledged, ${crash.lost} lost, ${crash.corrupt} corrupt`,
  )
  if (crash.lost > 0 || crash.corrupt > 0) {
    failures.push(`${crash.lost} lost and ${crash.corrupt} corrupt drafts`)
  }
})

console.log(`\n=== Summary ===\n${summary.join('\n')}`)
if (failures.length > 0) {
  console.log(`\nFAILED: ${failures.join('; ')}`)
  process.exit(1)
}
console.log('\nAll stress checks passed.')
