import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { LOCAL_BACKEND } from '../shared/config/siteConfig.ts'
import { fileForPath, postPath } from '../site/build/publicPaths.ts'
import { startLocalBackend } from '../supabase/local/backend.ts'
import { parseCliOptions } from '../supabase/local/cli-options.ts'
import { type PageFigures, lighthouseRuns, medianFigures } from './bench/lighthouseRuns.ts'
import { serveSite } from './bench/serveSite.ts'

/**
 * `npm run bench:site`: builds the site from a fresh local backend with the demo content, serves
 * it as a static host would (gzip), and prints Lighthouse's median figures over BENCH_RUNS runs
 * (5 by default) for the home page, the blog, the longest post and the contact page, with the
 * LCP of a plain static copy of that post (no JavaScript) as the baseline. Prints; never fails
 * on a figure.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url))
const configFile = fileURLToPath(new URL('../site/vite.config.ts', import.meta.url))
const BASELINE_FILE = 'bench-baseline.html'

const backend = await startLocalBackend({
  ...parseCliOptions(['--memory', '--port', '0'], process.env, 0),
  supabaseDir,
  host: '127.0.0.1',
})
const outDir = mkdtempSync(join(tmpdir(), 'site-bench-'))
try {
  process.env.VITE_SUPABASE_URL = backend.url
  process.env.PRERENDER_SUPABASE_URL = backend.url
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })

  const longest = await longestPostPath(backend.url)
  writeFileSync(join(outDir, BASELINE_FILE), withoutScripts(readFile(outDir, longest)))
  const site = await serveSite(outDir)
  try {
    const pages = ['/', '/blog', longest, '/contact']
    const results: [string, PageFigures][] = []
    const missed: string[] = []
    for (const path of pages) {
      console.log(`Lighthouse: ${path} (${String(RUNS)} runs)...`)
      const runs = await lighthouseRuns(site.url + path, RUNS, site.bodyBytes)
      results.push([path, medianFigures(runs.figures)])
      missed.push(...runs.missedAudits.map((audit) => `${path} ${audit}`))
    }
    console.log(`Lighthouse: static baseline of ${longest} (${String(RUNS)} runs)...`)
    const baseline = await lighthouseRuns(`${site.url}/${BASELINE_FILE}`, RUNS, site.bodyBytes)
    printFigures(results, longest, medianFigures(baseline.figures))
    console.log(
      missed.length === 0
        ? 'No scored audit failed in any run.'
        : `Scored audits that failed in at least one run:\n  ${missed.join('\n  ')}`,
    )
  } finally {
    await site.close()
  }
} finally {
  await backend.close()
  rmSync(outDir, { recursive: true, force: true })
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

function readFile(dir: string, path: string): string {
  return readFileSync(join(dir, fileForPath(path)), 'utf8')
}

/** The same page as plain HTML and CSS: no scripts, no module preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

function printFigures(results: [string, PageFigures][], post: string, baseline: PageFigures) {
  const rows = results.map(([path, f]) => ({
    page: path,
    performance: f.performance,
    accessibility: f.accessibility,
    'best practices': f.bestPractices,
    seo: f.seo,
    'FCP ms': Math.round(f.fcpMs),
    'LCP ms': Math.round(f.lcpMs),
    'TBT ms': Math.round(f.tbtMs),
    CLS: Number(f.cls.toFixed(3)),
    'JS KB gzip': Number((f.scriptBytes / 1024).toFixed(1)),
  }))
  console.log(`\nMedian of ${String(RUNS)} Lighthouse runs (mobile, simulated throttling):`)
  console.table(rows)
  const postLcp = results.find(([path]) => path === post)?.[1].lcpMs ?? Number.NaN
  console.log(
    `Static baseline of ${post}: LCP ${String(Math.round(baseline.lcpMs))} ms; ` +
      `the post page is ${String(Math.round(postLcp - baseline.lcpMs))} ms behind it.`,
  )
}
