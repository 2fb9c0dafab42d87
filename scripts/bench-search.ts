import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type Page, type Request, chromium } from '@playwright/test'
import { build } from 'vite'
import { fetchPublishedSummaries } from '../shared/backend/posts.ts'
import { fetchPublicationCards } from '../shared/backend/publications.ts'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { searchInput, writeSearchIndex, writtenPage } from '../site/prerender/searchIndex.ts'
import { fetchContentStamp } from '../site/data/contentStamp.ts'
import { startLocalBackend } from '../supabase/local/backend.ts'
import { DEFAULT_OWNER, parseCliOptions } from '../supabase/local/cli-options.ts'
import { fillArchive } from './bench/archive.ts'
import { measureOwnerListSearch } from './bench/ownerListSearch.ts'
import { archiveSize } from './bench/archiveOption.ts'
import { compressingProxy } from './bench/compressingProxy.ts'
import { PHONE } from './bench/pageWeight.ts'
import { serveSite } from './bench/serveSite.ts'
import { median } from './bench/median.ts'

/**
 * `npm run bench:search [-- --archive 300|1000]`: the site's search over a generated archive
 * (bench/archive.ts; 300 posts unless told), built and served as a static host would (gzip),
 * measured on a 412 px phone in Chromium: search bytes on a page before search is used, bytes
 * from opening search to the first results of a one-word query, last keystroke to results
 * painted (warm: a new word each time; repeated: the same word again; medians of 10), and the
 * time indexing adds to the build. Prints; never fails on a figure.
 */

const RUNS = 10
const POSTS = archiveSize(process.argv.slice(2)) ?? 300
/** Words the archive's posts carry (its tags), each searched once for the warm figure. */
const WARM_WORDS = [
  'hiring',
  'culture',
  'operations',
  'fundraising',
  'leadership',
  'diligence',
  'board',
  'data',
  'design',
  'planning',
]
const FIRST_WORD = 'pricing'
const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url))
const configFile = fileURLToPath(new URL('../site/vite.config.ts', import.meta.url))
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${value.toFixed(0)} ms`

const backend = await startLocalBackend({
  ...parseCliOptions(['--memory', '--port', '0'], process.env, 0),
  supabaseDir,
  host: '127.0.0.1',
})
const api = await compressingProxy(backend.url)
const outDir = mkdtempSync(join(tmpdir(), 'search-bench-'))
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] })
try {
  console.log(`Generating an archive of ${String(POSTS)} posts...`)
  const filling = await browser.newPage()
  await fillArchive(api.url, backend.keys.serviceRoleKey, filling, POSTS)
  await filling.close()
  process.env.VITE_SUPABASE_URL = api.url
  process.env.PRERENDER_SUPABASE_URL = backend.url
  console.log('Building the site...')
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const indexSeconds = await indexAgain(backend.url, backend.keys.anonKey, outDir)

  const site = await serveSite(outDir)
  try {
    const before = await bytesBeforeUse(browser, `${site.url}/blog`)
    const opening = await openAndSearch(browser, site.url)
    const ownerList = await measureOwnerListSearch({
      browser,
      siteUrl: site.url,
      owner: DEFAULT_OWNER,
    })
    console.log(`\nSearch over ${String(POSTS)} posts (412 px phone, gzip):`)
    console.table([
      { figure: 'Search bytes on /blog before search is used', value: kb(before), goal: '0' },
      {
        figure: `Opening search to the first results of '${FIRST_WORD}'`,
        value: `${kb(opening.bytes)} (${String(opening.results)} results shown)`,
        goal: '≤ 160 KB',
      },
      {
        figure: 'Last keystroke to results painted, warm (median of 10)',
        value: ms(opening.warm),
        goal: '≤ 150 ms',
      },
      {
        figure: 'Same, a repeated query (median of 10)',
        value: ms(opening.repeated),
        goal: '≤ 50 ms',
      },
      {
        figure: 'Index build added to npm run build',
        value: `${indexSeconds.toFixed(1)} s`,
        goal: '≤ 10 s',
      },
      {
        figure: "Owner's Blog Posts list: keystroke to filtered rows (median of 10)",
        value: ms(ownerList.median),
        goal: '≤ 150 ms',
      },
    ])
  } finally {
    await site.close()
  }
} finally {
  await browser.close()
  await api.close()
  await backend.close()
  rmSync(outDir, { recursive: true, force: true })
}

/** Indexes the built site again as the build does, and says how long that took. */
async function indexAgain(url: string, anonKey: string, dir: string): Promise<number> {
  const reader = createPublicBackend({ url, anonKey }).data
  const posts = await fetchPublishedSummaries(reader)
  const publications = await fetchPublicationCards(reader)
  const stamp = await fetchContentStamp(reader)
  const input = searchInput(posts, publications, writtenPage(dir))
  return (await writeSearchIndex(dir, input, stamp)).seconds
}

/** What search fetches: Pagefind's bundle, the dialog's code, and the read of changed posts. */
function isSearch(request: Request): boolean {
  const url = new URL(request.url())
  return (
    url.pathname.startsWith('/pagefind/') ||
    /Search[A-Za-z]*-[\w-]+\.js$/.test(url.pathname) ||
    url.searchParams.has('updated_at')
  )
}

async function transferred(requests: readonly Request[]): Promise<number> {
  let total = 0
  for (const request of requests) {
    const sizes = await request.sizes()
    total += sizes.responseBodySize + sizes.responseHeadersSize
  }
  return total
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: PHONE.mobile,
  })
  return context.newPage()
}

async function bytesBeforeUse(browser: Browser, url: string): Promise<number> {
  const page = await phonePage(browser)
  const finished: Request[] = []
  page.on('requestfinished', (request) => {
    if (isSearch(request)) finished.push(request)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const bytes = await transferred(finished)
  await page.context().close()
  return bytes
}

async function openAndSearch(
  browser: Browser,
  siteUrl: string,
): Promise<{ bytes: number; results: number; warm: number; repeated: number }> {
  const page = await phonePage(browser)
  await page.goto(`${siteUrl}/blog`, { waitUntil: 'networkidle' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const finished: Request[] = []
  page.on('requestfinished', (request) => finished.push(request))
  await openWithKey(page)
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const field = dialog.getByRole('searchbox')
  await field.fill(FIRST_WORD)
  const results = dialog.locator('.search-result')
  await results.first().waitFor()
  const bytes = await transferred(finished)
  const shown = await results.count()

  const warm: number[] = []
  for (const word of WARM_WORDS.slice(0, RUNS)) warm.push(await lastKeyToPaint(page, word))
  const repeated: number[] = []
  for (let run = 0; run < RUNS; run++) repeated.push(await lastKeyToPaint(page, FIRST_WORD))
  await page.context().close()
  return { bytes, results: shown, warm: median(warm), repeated: median(repeated) }
}

/**
 * Opens the search dialog with the '/' key: at a phone's width the header's button folds into
 * the menu (as a link to /search), and the key opens the same dialog, with the same code and
 * index. The header listens for it once its island is live, which may be after the page says
 * it has hydrated: until the dialog is there, the key is pressed again.
 */
async function openWithKey(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Search' })
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.keyboard.press('/')
    const opened = await dialog.waitFor({ timeout: 1000 }).then(
      () => true,
      () => false,
    )
    if (opened) return
  }
  throw new Error('The search dialog did not open')
}

/**
 * Types a word but its last letter, waits for those results, then times the last key: from its
 * keydown to the frame after the count names the whole word.
 */
async function lastKeyToPaint(page: Page, word: string): Promise<number> {
  const field = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')
  const status = page.getByRole('dialog', { name: 'Search' }).getByRole('status')
  await field.fill(word.slice(0, -1))
  await status.filter({ hasText: `“${word.slice(0, -1)}”` }).waitFor()
  const timing = page.evaluate(
    (whole) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector('.search-dialog input')
        const count = document.querySelector('.search-dialog .search-results__count')
        if (!input || !count) throw new Error('The search dialog is not open')
        let started = 0
        input.addEventListener('keydown', () => (started = performance.now()), { once: true })
        const observer = new MutationObserver(() => {
          if (!count.textContent.includes(`“${whole}”`)) return
          observer.disconnect()
          requestAnimationFrame(() => {
            resolve(performance.now() - started)
          })
        })
        observer.observe(count, { childList: true, characterData: true, subtree: true })
      }),
    word,
  )
  await field.press(word.slice(-1))
  return timing
}
