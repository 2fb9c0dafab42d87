import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runChecks } from './checks/run-checks.ts'
import {
  type PhaseReport,
  readPlaywrightReport,
  readVitestReport,
  slowest,
} from './timing/reports.ts'

/**
 * `npm run test:timing`: runs what `npm test` runs, phase by phase, and prints each phase's
 * time and the ten slowest files (or steps) of each, with the machine's load, so that two
 * changes can be compared in the same session. Every phase runs even when one fails; the exit
 * code says whether all passed.
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const SLOWEST = 10

interface Phase {
  name: string
  seconds: number
  passed: boolean
  report: PhaseReport | null
}

/** Runs a command with the terminal attached; resolves with its time and whether it passed. */
function run(
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ seconds: number; passed: boolean }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      resolve({ seconds: (performance.now() - started) / 1000, passed: code === 0 })
    })
  })
}

function readReport(read: () => PhaseReport): PhaseReport | null {
  try {
    return read()
  } catch {
    return null
  }
}

const reports = mkdtempSync(join(tmpdir(), 'test-timing-'))
const loadAtStart = loadavg()[0] ?? 0
const phases: Phase[] = []

const checksStarted = performance.now()
const checks = await runChecks()
phases.push({
  name: 'checks',
  seconds: (performance.now() - checksStarted) / 1000,
  passed: checks.every((check) => check.passed),
  report: {
    tests: 0,
    failed: 0,
    files: checks.map((check) => ({ file: `npm run ${check.name}`, seconds: check.seconds })),
  },
})

const vitestReport = join(reports, 'vitest.json')
const vitest = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
phases.push({
  name: 'vitest',
  ...vitest,
  report: readReport(() => readVitestReport(vitestReport, root)),
})

const playwrightReport = join(reports, 'playwright.json')
const playwright = await run('npx', ['playwright', 'test', '--reporter=line,json'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
})
phases.push({
  name: 'playwright',
  ...playwright,
  report: readReport(() => readPlaywrightReport(playwrightReport)),
})
rmSync(reports, { recursive: true, force: true })

const seconds = (value: number) => `${value.toFixed(1).padStart(6)} s`
const lines = [
  '',
  `Test timing (load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end)`,
]
for (const phase of phases) {
  const counts = phase.report?.tests
    ? `, ${phase.report.tests} tests, ${phase.report.failed} failed`
    : ''
  lines.push(
    `${phase.name.padEnd(11)}${seconds(phase.seconds)}  ${phase.passed ? 'passed' : 'FAILED'}${counts}`,
  )
}
lines.push(`${'total'.padEnd(11)}${seconds(phases.reduce((sum, phase) => sum + phase.seconds, 0))}`)
for (const phase of phases) {
  lines.push('', `Slowest in ${phase.name}:`)
  for (const file of slowest(phase.report?.files ?? [], SLOWEST)) {
    lines.push(`  ${seconds(file.seconds)}  ${file.file}`)
  }
}
console.log(lines.join('\n'))
process.exitCode = phases.every((phase) => phase.passed) ? 0 : 1
