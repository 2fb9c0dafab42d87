import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The fuzz test of tests/backend/fuzz.test.ts with many more cases, on PGlite and PostgreSQL. */

export interface FuzzRunResult {
  passed: boolean
  seed: number
  requests: number
  serverErrors: number
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url))
/** The line the fuzz test prints when it ends, once per backend project. */
const SUMMARY = /fuzz: (\d+) requests, (\d+) server errors/g

export async function runFuzz(runs: number, seed: number): Promise<FuzzRunResult> {
  const args = [
    vitest,
    'run',
    '--project',
    'backend-pglite',
    '--project',
    'backend-postgres',
    'tests/backend/fuzz.test.ts',
  ]
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stdout.write(chunk)
  })
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  const summaries = [...output.matchAll(SUMMARY)]
  return {
    passed: exitCode === 0 && summaries.length > 0,
    seed,
    requests: summaries.reduce((sum, match) => sum + Number(match[1]), 0),
    serverErrors: summaries.reduce((sum, match) => sum + Number(match[2]), 0),
  }
}
