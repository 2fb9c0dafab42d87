import { type BackendProcess, spawnLocalBackend } from '../../scripts/local-backend-process.ts'

/** A local backend of a test's own whose Auth clock the test moves on instead of waiting. */
export interface ClockedBackend extends BackendProcess {
  /** Moves the backend's Auth clock on by this many seconds. */
  advance(seconds: number): Promise<void>
}

/** `args` and `env` as `npm run backend` takes them (`--port 0` is added). */
export async function spawnClockedBackend(
  args: string[],
  env: Record<string, string> = {},
): Promise<ClockedBackend> {
  const backend = await spawnLocalBackend(args, env, 'tests/support/clocked-backend-main.ts')
  return {
    ...backend,
    advance: (seconds) =>
      new Promise((resolve) => {
        backend.child.once('message', () => {
          resolve()
        })
        backend.child.send({ advanceSeconds: seconds })
      }),
  }
}
