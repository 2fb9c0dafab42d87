import { BackendHost, type HostedBackend } from '../../support/backend-host.ts'

interface Spare {
  key: string
  host: BackendHost
  backend: Promise<HostedBackend>
}

/**
 * Backends for tests that need one of their own, one Playwright worker's. They run in two
 * backend hosts, started once: while a test uses a backend in one, the next test's is opened
 * ahead in the other, so the next test that asks with the same arguments finds it answering,
 * and opening it never holds up the event loop that answers the running test's requests.
 */
export class BackendPool {
  readonly #hosts = [BackendHost.start(), BackendHost.start()] as const
  #spare: Spare | null = null

  /** A backend started with `--memory` and `args`, already answering or about to. */
  async take(args: readonly string[]): Promise<HostedBackend> {
    const key = JSON.stringify(args)
    const spare = this.#spare
    this.#spare = null
    let taken: { host: BackendHost; backend: Promise<HostedBackend> }
    if (spare?.key === key) taken = spare
    else {
      if (spare) void discard(spare.backend)
      const host = spare?.host ?? this.#hosts[0]
      taken = { host, backend: host.backend(args) }
    }
    const other = taken.host === this.#hosts[0] ? this.#hosts[1] : this.#hosts[0]
    const next = other.backend(args)
    // A spare that fails to start is reported to the test that takes it, not as unhandled.
    next.catch(() => undefined)
    this.#spare = { key, host: other, backend: next }
    return taken.backend
  }

  /** Stops the spare no test took, and the hosts. */
  async close(): Promise<void> {
    if (this.#spare) await discard(this.#spare.backend)
    this.#spare = null
    await Promise.all(this.#hosts.map((host) => host.close()))
  }
}

async function discard(backend: Promise<HostedBackend>): Promise<void> {
  await backend.then(
    (started) => started.stop(),
    () => undefined,
  )
}
