import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LOCAL_BACKEND } from '../../shared/config/siteConfig.ts'
import { freePort } from './free-port.ts'
import { stopProcess } from './postgres-cluster.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The local backend started the way a user starts it: `npm run backend -- <args>`. */
export interface BackendProcess {
  url: string
  /** Everything the process printed so far. */
  output(): string
  stop(): Promise<void>
}

export async function spawnLocalBackend(
  args: string[],
  env: Record<string, string> = {},
): Promise<BackendProcess> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/main.ts', '--port', String(port), ...args],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)

  const url = `http://127.0.0.1:${port}`
  await waitUntilServing(url, child, () => output)
  return { url, output: () => output, stop: () => stopProcess(child) }
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local backend exited:\n${output()}`)
    try {
      const response = await fetch(`${url}/auth/v1/health`, {
        headers: { apikey: LOCAL_BACKEND.anonKey },
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`The local backend did not start within 90 s:\n${output()}`)
}
