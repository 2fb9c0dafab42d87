import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { build } from 'vite'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { LOCAL_BACKEND } from '../shared/config/siteConfig.ts'
import { fileForPath, postPath } from '../site/prerender/publicPaths.ts'
import { startLocalBackend } from '../supabase/local/backend.ts'
import { parseCliOptions } from '../supabase/local/cli-options.ts'
import { fillArchive } from './bench/archive.ts'
import { archiveSize } from './bench/archiveOption.ts'
import { compressingProxy } from './bench/compressingProxy.ts'
import { FIRST_ACTS, pressToPaintMs } from './bench/firstInteraction.ts'
import { type PageFigures, lighthouseRuns, medianFigures } from './bench/lighthouseRuns.ts'
import { DESKTOP, PHONE, firstVisit } from './bench/pageWeight.ts'
import { serveSite } from './bench/serveSite.ts'

/**
 * `npm run bench:site [-- --archive N]`: builds the site from a fresh local backend, serves it
 * as a static host would (gzip, and the backend's answers gzipped as hosted Supabase sends
 * them), and prints figures. Without `--archive`, on the demo content; with `--archive 300`, on
 * a generated archive of that many posts (see bench/archive.ts), adding what scale costs: the
 * build time, the blog's HTML, what a first visit to the blog moves, and the banner images a
 * phone and a desktop receive. Lighthouse's medians over BENCH_RUNS runs (5 by default) for the
 * main pages, with how many runs scored 100, and the same figures for a plain copy of each page
 * without scripts as its baseline (TBT, and the post's LCP); and the time from
 * a visitor's first press to its paint (see bench/firstInteraction.ts). Prints; never fails on
 * a figure.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ARCHIVE = archiveSize(process.argv.slice(2))
const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url))
const configFile = fileURLToPath(new URL('../site/vite.config.ts', import.meta.url))
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const backend = await startLocalBackend({
  ...parseCliOptions(['--memory', '--port', '0'], process.env, 0),
  supabaseDir,
  host: '127.0.0.1',
})
const api = await compressingProxy(backend.url)
const outDir = mkdtempSync(join(tmpdir(), 'site-bench-'))
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] })
try {
  let post: string
  let prepareMs = Number.NaN
  if (ARCHIVE === null) {
    post = await longestPostPath(backend.url)
  } else {
    console.log(`Generating an archive of ${String(ARCHIVE)} posts...`)
    const page = await browser.newPage()
    const archive = await fillArchive(api.url, backend.keys.serviceRoleKey, page, ARCHIVE)
    await page.close()
    post = archive.bannerPost
    prepareMs = archive.bannerPrepareMs
    console.log(`Banner post ${post}: a phone photo of ${kb(archive.bannerBytes)}.`)
  }
  process.env.VITE_SUPABASE_URL = api.url
  process.env.PRERENDER_SUPABASE_URL = backend.url
  const started = performance.now()
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const buildSeconds = (performance.now() - started) / 1000

  const pages = ['/', '/blog', '/publications', post, '/contact', '/search']
  for (const path of pages) {
    writeFileSync(join(outDir, baselineFile(path)), withoutScripts(readFile(outDir, path)))
  }
  const site = await serveSite(outDir)
  try {
    if (ARCHIVE !== null) {
      await printScaleFigures(browser, site.url, outDir, post, { buildSeconds, prepareMs })
    }
    const results: PageResult[] = []
    const missed: string[] = []
    for (const path of pages) {
      console.log(`Lighthouse: ${path} and its copy without scripts (${String(RUNS)} runs each)...`)
      const runs = await lighthouseRuns(site.url + path, RUNS, site.bodyBytes)
      const baseline = await lighthouseRuns(
        `${site.url}/${baselineFile(path)}`,
        RUNS,
        site.bodyBytes,
      )
      results.push({
        path,
        figures: medianFigures(runs.figures),
        perfectRuns: runs.figures.filter((figures) => figures.performance === 100).length,
        baseline: medianFigures(baseline.figures),
      })
      missed.push(...runs.missedAudits.map((audit) => `${path} ${audit}`))
    }
    await printFirstActs(browser, site.url)
    printFigures(results, post)
    console.log(
      missed.length === 0
        ? 'No scored audit failed in any run.'
        : `Scored audits that failed in at least one run:\n  ${missed.join('\n  ')}`,
    )
  } finally {
    await site.close()
  }
} finally {
  await browser.close()
  await api.close()
  await backend.close()
  rmSync(outDir, { recursive: true, force: true })
}

async function printScaleFigures(
  browser: Browser,
  siteUrl: string,
  outDir: string,
  post: string,
  { buildSeconds, prepareMs }: { buildSeconds: number; prepareMs: number },
) {
  const blogHtml = gzipSync(readFile(outDir, '/blog')).length
  const blog = await firstVisit(browser, `${siteUrl}/blog`, PHONE)
  const phone = await firstVisit(browser, siteUrl + post, PHONE)
  const desktop = await firstVisit(browser, siteUrl + post, DESKTOP)
  const byType = Object.entries(blog.byType)
    .sort(([, a], [, b]) => b - a)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ')
  console.log(`\nAt archive scale (${String(ARCHIVE)} posts):`)
  console.table([
    { figure: 'Building the site', value: `${buildSeconds.toFixed(1)} s`, target: '≤ 90 s' },
    {
      figure: 'Preparing the 12-megapixel phone photo in Chromium',
      value: `${(prepareMs / 1000).toFixed(2)} s`,
      target: '≤ 3 s',
    },
    { figure: '/blog prerendered HTML (gzip)', value: kb(blogHtml), target: '≤ 60 KB' },
    {
      figure: 'First visit to /blog, 412 px phone',
      value: kb(blog.total),
      target: '≤ 250 KB',
    },
    {
      figure: `Images of ${post}, 412 px phone (DPR 1.75)`,
      value: kb(phone.byType.image ?? 0),
      target: '≤ 250 KB',
    },
    {
      figure: `Images of ${post}, 1440 px desktop`,
      value: kb(desktop.byType.image ?? 0),
      target: '≤ 500 KB',
    },
  ])
  console.log(`First visit to /blog by type: ${byType}`)
}

async function printFirstActs(browser: Browser, siteUrl: string) {
  const rows = []
  for (const act of FIRST_ACTS) {
    const ms = await pressToPaintMs(browser, siteUrl, act, RUNS)
    rows.push({ 'first act': act.name, page: act.path, 'press to paint ms': Math.round(ms) })
  }
  console.log(`\nA visitor's first act, 412 px phone, CPU slowed 4×, median of ${String(RUNS)}:`)
  console.table(rows)
  console.log('Target: ≤ 100 ms each.')
}

async function longestPostPath(backendUrl: string): Promise<string> {
  const visitor = createPublicBackend({ url: backendUrl, anonKey: LOCAL_BACKEND.anonKey })
  const posts = await visitor.data.rows<{ slug: string; content: string }>({
    table: 'blog_posts',
    columns: 'slug, content',
    equals: { published: true },
  })
  const [longest] = posts.sort((a, b) => b.content.length - a.content.length)
  if (!longest) throw new Error('The demo content has no published post')
  return postPath(longest.slug)
}

/** Lighthouse's figures for one page, beside those of its copy without scripts. */
interface PageResult {
  path: string
  figures: PageFigures
  /** Of the runs, how many scored 100 for performance. */
  perfectRuns: number
  /** The same page's copy without scripts: what the page would cost with no JavaScript. */
  baseline: PageFigures
}

/** Where a page's plain copy (no scripts, no module preloads) is served beside it. */
function baselineFile(path: string): string {
  return `bench-no-js${path.replaceAll('/', '-')}.html`
}

function readFile(dir: string, path: string): string {
  return readFileSync(join(dir, fileForPath(path)), 'utf8')
}

/** The same page as plain HTML and CSS: no scripts, no module preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

function printFigures(results: PageResult[], post: string) {
  const rows = results.map(({ path, figures: f, perfectRuns, baseline }) => ({
    page: path,
    performance: f.performance,
    'runs at 100': `${String(perfectRuns)}/${String(RUNS)}`,
    accessibility: f.accessibility,
    'best practices': f.bestPractices,
    seo: f.seo,
    'FCP ms': Math.round(f.fcpMs),
    'LCP ms': Math.round(f.lcpMs),
    'TBT ms': Math.round(f.tbtMs),
    'no-JS TBT ms': Math.round(baseline.tbtMs),
    CLS: Number(f.cls.toFixed(3)),
    'JS KB gzip': Number((f.scriptBytes / 1024).toFixed(1)),
  }))
  console.log(`\nMedian of ${String(RUNS)} Lighthouse runs (mobile, simulated throttling):`)
  console.table(rows)
  console.log('Targets: performance 100 in every run; TBT within 20 ms of the no-JS copy.')
  const postResult = results.find((result) => result.path === post)
  if (!postResult) return
  const { figures, baseline } = postResult
  console.log(
    `No-JS copy of ${post}: LCP ${String(Math.round(baseline.lcpMs))} ms; ` +
      `the post page is ${String(Math.round(figures.lcpMs - baseline.lcpMs))} ms behind it.`,
  )
}
