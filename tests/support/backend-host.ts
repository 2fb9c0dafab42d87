import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { stopProcess } from '../../scripts/child-process.ts'
import type { HostReply, HostRequest } from './backend-host-messages.ts'

const hostEntry = fileURLToPath(new URL('./backend-host-main.ts', import.meta.url))

/** A local backend of a test's own, running in a backend host. */
export interface HostedBackend {
  url: string
  /** Moves the backend's clock (Auth's sessions, the scheduled jobs) on by this many seconds. */
  advance(seconds: number): Promise<void>
  stop(): Promise<void>
}

type Request = HostRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

/**
 * A process that starts local backends on request (tests/support/backend-host-main.ts): started
 * once, it opens each new backend from the migrated snapshot in about half a second, where a
 * process of its own per backend takes two seconds and more of CPU.
 */
export class BackendHost {
  #nextId = 0
  readonly #waiting = new Map<number, (reply: HostReply) => void>()
  #output = ''

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: HostReply) => {
      this.#waiting.get(reply.id)?.(reply)
      this.#waiting.delete(reply.id)
    })
    const keep = (chunk: Buffer) => {
      this.#output = (this.#output + chunk.toString()).slice(-20_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.once('exit', () => {
      for (const settle of this.#waiting.values()) {
        settle({ id: -1, error: `The backend host exited:\n${this.#output}` })
      }
      this.#waiting.clear()
    })
  }

  static start(env: Record<string, string> = {}): BackendHost {
    const child = fork(hostEntry, [], {
      // supabase-js (used by the Edge Functions it runs) needs Node 20's experimental WebSocket.
      execArgv: ['--experimental-websocket', '--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    return new BackendHost(child)
  }

  /** A new backend, `npm run backend -- --memory <args>` with `env` added to the host's. */
  async backend(args: readonly string[], env: Record<string, string> = {}): Promise<HostedBackend> {
    const url = (await this.#ask({ type: 'start', args, env })).url
    if (!url) throw new Error('The backend host gave no address')
    return {
      url,
      advance: async (seconds) => {
        await this.#ask({ type: 'advance', url, seconds })
      },
      stop: async () => {
        await this.#ask({ type: 'stop', url })
      },
    }
  }

  close(): Promise<void> {
    return stopProcess(this.child)
  }

  #ask(request: Request): Promise<HostReply> {
    const id = this.#nextId++
    if (!this.child.connected) {
      return Promise.reject(new Error(`The backend host has exited:\n${this.#output}`))
    }
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, (reply) => {
        if (reply.error === undefined) resolve(reply)
        else reject(new Error(reply.error))
      })
      this.child.send({ ...request, id })
    })
  }
}
