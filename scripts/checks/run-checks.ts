import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

/** The static checks `npm test` runs before any test, longest first. */
export const CHECKS = [
  'lint',
  'typecheck',
  'check:unused',
  'format:check',
  'check:functions',
  'check:cycles',
]

export interface CheckResult {
  name: string
  seconds: number
  passed: boolean
  output: string
}

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs `npm run <name>`, keeping what it prints to show in one piece when it ends. */
function runCheck(name: string): Promise<CheckResult> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      resolve({ name, seconds, passed: code === 0, output })
    })
  })
}

/**
 * Runs the checks side by side, one per core (each is a single-threaded tool), and prints each
 * one's output under its name as it ends, so two checks' lines never mix. `onCoreFree` is called
 * once, when a lane has no check left to take while another still runs (lint, the longest): the
 * caller can start its next work on that core instead of leaving it idle.
 */
export async function runChecks(onCoreFree?: () => void): Promise<CheckResult[]> {
  const waiting = [...CHECKS]
  const results: CheckResult[] = []
  let freed = false
  const lane = async () => {
    for (let name = waiting.shift(); name; name = waiting.shift()) {
      const result = await runCheck(name)
      const verdict = result.passed ? 'passed' : 'FAILED'
      console.log(`\n── npm run ${name}: ${verdict} in ${result.seconds.toFixed(1)} s`)
      if (result.output.trim() || !result.passed) console.log(result.output.trimEnd())
      results.push(result)
    }
    if (!freed && results.length < CHECKS.length) {
      freed = true
      onCoreFree?.()
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), CHECKS.length) }, lane))
  return results
}
