import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { DEFAULT_OWNER, parseCliOptions } from '../supabase/local/cli-options.ts'
import { startLocalBackend } from '../supabase/local/backend.ts'
import { fillArchive } from './bench/archive.ts'
import { measureOwnerListSearch } from './bench/ownerListSearch.ts'
import { serveSite } from './bench/serveSite.ts'

/**
 * `node --experimental-websocket --import tsx scripts/bench-owner-list.ts [--archive N]`: the
 * owner's Blog Posts list search alone (bench/ownerListSearch.ts), on a fresh local backend
 * filled with N generated posts (300 unless told) and the site built against it. Prints; never
 * fails on a figure. `npm run bench:search` prints the same figure among the search figures.
 */

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const posts = archiveSize(process.argv.slice(2))
const backend = await startLocalBackend({
  ...parseCliOptions(['--memory', '--port', '0'], process.env, 0),
  supabaseDir: fileURLToPath(new URL('../supabase', import.meta.url)),
  host: '127.0.0.1',
})
const outDir = mkdtempSync(join(tmpdir(), 'owner-list-bench-'))
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] })
try {
  console.log(`Generating an archive of ${String(posts)} posts...`)
  const page = await browser.newPage()
  await fillArchive(backend.url, backend.keys.serviceRoleKey, page, posts)
  await page.close()
  process.env.VITE_SUPABASE_URL = backend.url
  process.env.PRERENDER_SUPABASE_URL = backend.url
  await build({
    configFile: fileURLToPath(new URL('../site/vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  const site = await serveSite(outDir)
  try {
    const figures = await measureOwnerListSearch({
      browser,
      siteUrl: site.url,
      owner: DEFAULT_OWNER,
    })
    console.log(
      `Owner list, ${String(posts)} posts: keystroke to filtered rows, median ${figures.median.toFixed(0)} ms ` +
        `(goal ≤ 150 ms); runs ${figures.runs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    )
  } finally {
    await site.close()
  }
} finally {
  await browser.close()
  await backend.close()
  rmSync(outDir, { recursive: true, force: true })
}

/** `--archive N` or `--archive=N`; 300 without it. */
function archiveSize(args: string[]): number {
  const index = args.findIndex((arg) => arg === '--archive' || arg.startsWith('--archive='))
  if (index < 0) return 300
  const arg = args[index] ?? ''
  const value = Number(arg.includes('=') ? arg.split('=')[1] : args[index + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error('--archive takes a number of posts')
  return value
}
