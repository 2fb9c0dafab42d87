import { spawn } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectSnapshotDir } from '../supabase/local/database/snapshot.ts'
import { localApiKeys } from '../supabase/local/keys.ts'

/**
 * `npm run bench:backend`: how long `npm run backend -- --port 0 --memory` takes from start to
 * answering /auth/v1/health, once after the migrated snapshot was removed (it is rebuilt) and
 * BENCH_RUNS times (5 by default) from the snapshot. Prints the figures; never fails on one.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const root = fileURLToPath(new URL('..', import.meta.url))
const snapshotDir = projectSnapshotDir(join(root, 'supabase'))
const { anonKey } = localApiKeys()

/** Seconds from spawning the command to the first healthy answer; the backend is stopped after. */
async function timeStart(): Promise<number> {
  const started = performance.now()
  const child = spawn('npm', ['run', '--silent', 'backend', '--', '--port', '0', '--memory'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping npm stops the backend it started too.
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve()
    })
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The backend exited:\n${output}`)
      const url = /API URL\s+(http:\/\/\S+)/.exec(output)?.[1]
      if (url) {
        const healthy = await fetch(`${url}/auth/v1/health`, { headers: { apikey: anonKey } })
          .then((response) => response.ok)
          .catch(() => false)
        if (healthy) return (performance.now() - started) / 1000
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT')
    await exited
  }
}

function removeSeededSnapshot(): void {
  for (const name of readdirSync(snapshotDir, { withFileTypes: true })) {
    if (name.name.startsWith('seeded-')) rmSync(join(snapshotDir, name.name), { force: true })
  }
}

const format = (seconds: number) => `${seconds.toFixed(2)} s`
const loadAtStart = loadavg()[0] ?? 0

removeSeededSnapshot()
const rebuilding = await timeStart()
const warm: number[] = []
for (let run = 0; run < RUNS; run++) warm.push(await timeStart())
const sorted = [...warm].sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)] ?? 0

console.log(
  [
    `Local backend start, npm run backend -- --port 0 --memory (load average ${loadAtStart.toFixed(2)})`,
    `  rebuilding the snapshot   ${format(rebuilding)}`,
    `  from the snapshot         median ${format(median)} of ${RUNS} (${warm.map(format).join(', ')})`,
  ].join('\n'),
)
