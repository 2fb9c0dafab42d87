import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LOCAL_BACKEND } from '../shared/config/siteConfig.ts'
import { stopProcess } from './child-process.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/** The local backend started the way a user starts it: `npm run backend -- <args>`. */
export interface BackendProcess {
  url: string
  /** Everything the process printed so far. */
  output(): string
  stop(): Promise<void>
  /** The process, for a script (`entry`) that takes messages. */
  child: ChildProcess
}

/**
 * `entry`: a script to run instead of `npm run backend`'s, taking the same arguments and
 * printing the same address; it gets an IPC channel (tests use one to move the backend's clock).
 */
export async function spawnLocalBackend(
  args: string[],
  env: Record<string, string> = {},
  entry = 'supabase/local/main.ts',
): Promise<BackendProcess> {
  // Port 0: the backend picks a free port and prints its URL, so parallel runs never collide.
  const child = spawn(
    process.execPath,
    // supabase-js (used by the Edge Functions it runs) needs Node 20's experimental WebSocket.
    ['--experimental-websocket', '--import', 'tsx', entry, '--port', '0', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', entry === 'supabase/local/main.ts' ? 'ignore' : 'ipc'],
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  const url = await waitUntilServing(child, () => output)
  return { url, output: () => output, stop: () => stopProcess(child), child }
}

/** Waits for the printed API URL, then for the API to answer there. */
async function waitUntilServing(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local backend exited:\n${output()}`)
    const url = /API URL\s+(http:\/\/\S+)/.exec(output())?.[1]
    if (url) {
      const response = await fetch(`${url}/auth/v1/health`, {
        headers: { apikey: LOCAL_BACKEND.anonKey },
      })
      if (response.ok) return url
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`The local backend did not start within 90 s:\n${output()}`)
}
