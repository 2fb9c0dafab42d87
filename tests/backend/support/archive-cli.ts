import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

export interface CliRun {
  code: number | null
  output: string
}

/**
 * Runs `npm run export | restore | import -- ...args` as a person would (the script itself,
 * without npm's banner), typing `input` on its standard input.
 */
export function runArchiveCli(
  command: 'export' | 'restore' | 'import',
  args: readonly string[],
  options: { input?: string; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const child = spawn(
    process.execPath,
    ['--experimental-websocket', '--import', 'tsx', 'scripts/archive.ts', command, ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, SUPABASE_SERVICE_ROLE_KEY: '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  child.stdin.end(options.input ?? '')
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      resolve({ code, output })
    })
  })
}
