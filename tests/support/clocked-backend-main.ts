import { fileURLToPath } from 'node:url'
import { startLocalBackend } from '../../supabase/local/backend.ts'
import { parseCliOptions } from '../../supabase/local/cli-options.ts'
import { describeBackend } from '../../supabase/local/main.ts'

/**
 * The local backend, started like `npm run backend`, whose Auth service keeps time by a clock
 * the parent process moves on: a `{ advanceSeconds }` message moves it, and is answered once
 * done. Real time plus the moves, so it stays comparable with the times the database writes.
 */

const supabaseDir = fileURLToPath(new URL('../../supabase', import.meta.url))
let offsetMs = 0

const options = parseCliOptions(process.argv.slice(2), process.env, 0)
const backend = await startLocalBackend({
  ...options,
  supabaseDir,
  host: '127.0.0.1',
  now: () => Date.now() + offsetMs,
})
console.log(describeBackend(backend, options.demoOwner))

process.on('message', (message: { advanceSeconds?: unknown }) => {
  if (typeof message.advanceSeconds === 'number') offsetMs += message.advanceSeconds * 1000
  process.send?.({ offsetMs })
})
process.once('SIGINT', () => {
  void backend.close().then(() => process.exit(0))
})
