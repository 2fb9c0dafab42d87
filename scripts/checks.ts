import { runChecks } from './checks/run-checks.ts'

/** `npm run checks`: types, Edge Functions, lint, format and unused code, side by side. */
const results = await runChecks()
const failed = results.filter((result) => !result.passed).map((result) => result.name)
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exitCode = 1
}
