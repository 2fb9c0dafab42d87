import { type BackendProcess, spawnLocalBackend } from '../../../scripts/local-backend-process.ts'

/**
 * Backends for tests that need one of their own, kept one ahead per set of arguments: when a
 * test takes one, the next starts at once, so the next test that asks finds it answering.
 * One pool per Playwright worker.
 */
export class BackendPool {
  readonly #next = new Map<string, Promise<BackendProcess>>()

  /** A backend started with `--memory` and `args`, already answering or about to. */
  take(args: readonly string[]): Promise<BackendProcess> {
    const key = JSON.stringify(args)
    const ready = this.#next.get(key) ?? start(args)
    this.#next.set(key, start(args))
    return ready
  }

  /** Stops the backends started ahead that no test took. */
  async close(): Promise<void> {
    const spares = [...this.#next.values()]
    this.#next.clear()
    await Promise.all(
      spares.map((spare) =>
        spare.then(
          (backend) => backend.stop(),
          () => undefined,
        ),
      ),
    )
  }
}

function start(args: readonly string[]): Promise<BackendProcess> {
  const starting = spawnLocalBackend(['--memory', ...args])
  // A spare that fails to start is reported to the test that takes it, not as unhandled.
  starting.catch(() => undefined)
  return starting
}
