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
} from './test-run/reports.ts'
import { TIERS, isTierName } from './test-run/tiers.ts'

/**
 * `npm test` (the quick tier), `npm run test:all` (the full tier) and `npm run test:timing`
 * (`-- all` for the full tier): the static checks, Vitest and Playwright, each as its tier says
 * (scripts/test-run/tiers.ts), and each phase's time at the end. Vitest starts on the core the
 * checks free while lint, the longest, ends; Playwright runs when both passed. With `--timing`
 * every phase runs, and the ten slowest files of each are listed too, with the machine's load,
 * so that two changes can be compared in the same session.
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const SLOWEST = 10

const args = process.argv.slice(2)
const timing = args.includes('--timing')
const tierName = args.find((arg) => !arg.startsWith('--')) ?? 'quick'
if (!isTierName(tierName)) throw new Error(`Unknown tier "${tierName}": quick or all`)
const tier = TIERS[tierName]

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

/** The tier's settings that the caller's environment does not already give. */
function unlessSet(env: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => process.env[name] === undefined))
}

function readReport(read: () => PhaseReport): PhaseReport | null {
  try {
    return read()
  } catch {
    return null
  }
}

const reports = mkdtempSync(join(tmpdir(), 'test-run-'))
const loadAtStart = loadavg()[0] ?? 0
const phases: Phase[] = []
const goOn = () => timing || phases.every((phase) => phase.passed)

const started = performance.now()
let vitestPhase: Promise<Phase> | null = null
/** Vitest, started once: when a core frees up during the checks, or after them. */
const startVitest = () => (vitestPhase ??= runVitest())
const vitestStarted = () => vitestPhase !== null
const checks = await runChecks(() => void startVitest())
phases.push({
  name: 'checks',
  seconds: Math.max(...checks.map((check) => check.seconds)),
  passed: checks.every((check) => check.passed),
  report: {
    tests: 0,
    failed: 0,
    files: checks.map((check) => ({ file: `npm run ${check.name}`, seconds: check.seconds })),
  },
})
if (vitestStarted() || goOn()) phases.push(await startVitest())

async function runVitest(): Promise<Phase> {
  const vitestReport = join(reports, 'vitest.json')
  const vitest = await run(
    'npx',
    [
      'vitest',
      'run',
      ...tier.vitest,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    unlessSet(tier.vitestEnv),
  )
  return {
    name: 'vitest',
    ...vitest,
    report: readReport(() => readVitestReport(vitestReport, root)),
  }
}

if (goOn()) {
  const playwrightReport = join(reports, 'playwright.json')
  const reporter = process.env.CI ? 'line' : 'list'
  const playwright = await run(
    'npx',
    ['playwright', 'test', ...tier.playwright, `--reporter=${reporter},json`],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  )
  phases.push({
    name: 'playwright',
    ...playwright,
    report: readReport(() => readPlaywrightReport(playwrightReport)),
  })
}
rmSync(reports, { recursive: true, force: true })

const seconds = (value: number) => `${value.toFixed(1).padStart(6)} s`
const lines = [
  '',
  `Tests, ${tierName} tier (load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end)`,
]
for (const phase of phases) {
  const counts = phase.report?.tests
    ? `, ${phase.report.tests} tests, ${phase.report.failed} failed`
    : ''
  lines.push(
    `${phase.name.padEnd(11)}${seconds(phase.seconds)}  ${phase.passed ? 'passed' : 'FAILED'}${counts}`,
  )
}
lines.push(
  `${'total'.padEnd(11)}${seconds((performance.now() - started) / 1000)}  (Vitest starts while lint ends)`,
)
if (timing) {
  for (const phase of phases) {
    lines.push('', `Slowest in ${phase.name}:`)
    for (const file of slowest(phase.report?.files ?? [], SLOWEST)) {
      lines.push(`  ${seconds(file.seconds)}  ${file.file}`)
    }
  }
}
console.log(lines.join('\n'))
process.exitCode = phases.length === 3 && phases.every((phase) => phase.passed) ? 0 : 1
