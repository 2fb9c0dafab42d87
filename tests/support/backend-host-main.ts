import { fileURLToPath } from 'node:url'
import { type LocalBackend, startLocalBackend } from '../../supabase/local/backend.ts'
import { parseCliOptions } from '../../supabase/local/cli-options.ts'
import type { HostReply, HostRequest } from './backend-host-messages.ts'
import { MovableClock } from '../backend/support/clock.ts'

/**
 * A process that runs local backends for a test worker, started and stopped on request over
 * its IPC channel (tests/support/backend-host.ts). Each backend is `npm run backend -- --memory`
 * with the given arguments, in this process: no Node start, no module loading and no
 * WebAssembly compiling per backend, only a database opened from the migrated snapshot. Each
 * keeps time by a clock of its own that a test can move on.
 */

const supabaseDir = fileURLToPath(new URL('../../supabase', import.meta.url))
const running = new Map<string, { backend: LocalBackend; clock: MovableClock }>()

async function start(args: readonly string[], env: Record<string, string>): Promise<string> {
  const environment = { ...process.env, ...env }
  const options = parseCliOptions(['--port', '0', '--memory', ...args], environment, 0)
  const clock = new MovableClock()
  const backend = await startLocalBackend({
    ...options,
    supabaseDir,
    host: '127.0.0.1',
    environment,
    now: clock.now,
  })
  running.set(backend.url, { backend, clock })
  return backend.url
}

async function stop(url: string): Promise<void> {
  const entry = running.get(url)
  running.delete(url)
  await entry?.backend.close()
}

function advance(url: string, seconds: number): void {
  const entry = running.get(url)
  if (!entry) throw new Error(`No backend runs at ${url}`)
  entry.clock.advance(seconds)
}

async function answer(request: HostRequest): Promise<HostReply> {
  try {
    switch (request.type) {
      case 'start':
        return { id: request.id, url: await start(request.args, request.env) }
      case 'stop':
        await stop(request.url)
        return { id: request.id }
      case 'advance':
        advance(request.url, request.seconds)
        return { id: request.id }
    }
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) }
  }
}

process.on('message', (request: HostRequest) => {
  void answer(request).then((reply) => process.send?.(reply))
})
// The parent going away (a worker that ends, or is killed) ends the host with it.
process.on('disconnect', () => {
  void Promise.all([...running.keys()].map(stop)).finally(() => process.exit(0))
})
