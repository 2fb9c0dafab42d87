import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm run check:functions`: type-checks and lints every Edge Function entry with Deno, the
 * runtime they deploy to, each with its own deno.json (the npm package `deno` ships the binary).
 */

const functionsDir = fileURLToPath(new URL('../supabase/functions', import.meta.url))
const deno = fileURLToPath(new URL('../node_modules/.bin/deno', import.meta.url))

const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => join(functionsDir, entry.name))
  .filter((dir) => existsSync(join(dir, 'index.ts')))

for (const dir of entries) {
  const config = join(dir, 'deno.json')
  const entry = join(dir, 'index.ts')
  execFileSync(deno, ['check', '--quiet', '--frozen', '--config', config, entry], {
    stdio: 'inherit',
  })
  execFileSync(deno, ['lint', '--quiet', '--config', config, entry], { stdio: 'inherit' })
}
console.log(`Deno checked ${entries.length} functions.`)
