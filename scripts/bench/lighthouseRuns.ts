import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './median.ts'

export interface PageFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Bytes of every script the page requested, as served (gzip), without HTTP headers. */
  scriptBytes: number
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export interface PageRuns {
  figures: PageFigures[]
  /** Scored audits that failed in any run, as `category: audit id` (what kept a score below 100). */
  missedAudits: string[]
}

/**
 * Runs Lighthouse (default mobile settings) on a page `runs` times; one figure set per run.
 * `scriptBytes` sizes the scripts the page requested (by path) as the server sent them.
 */
export async function lighthouseRuns(
  url: string,
  runs: number,
  scriptBytes: (pathname: string) => number,
): Promise<PageRuns> {
  const figures: PageFigures[] = []
  const missed = new Set<string>()
  for (let run = 0; run < runs; run++) {
    // A fresh browser per run, as Lighthouse's own CLI does: no cache carried between runs.
    const chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
      figures.push(figuresOf(result.lhr, scriptBytes))
      for (const audit of missedAudits(result.lhr)) missed.add(audit)
    } finally {
      chrome.kill()
    }
  }
  return { figures, missedAudits: [...missed].sort() }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function figuresOf(report: Report, scriptBytes: (pathname: string) => number): PageFigures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`)
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const requests = report.audits['network-requests']?.details
  const scripts = (requests?.type === 'table' ? requests.items : [])
    .flatMap((item) =>
      item.resourceType === 'Script' && typeof item.url === 'string' ? [item.url] : [],
    )
    .map((url) => new URL(url).pathname)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, pathname) => sum + scriptBytes(pathname), 0),
  }
}

function missedAudits(report: Report): string[] {
  return Object.entries(report.categories).flatMap(([category, { auditRefs }]) =>
    auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  )
}

/** The median of each figure over the runs. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const names = Object.keys(runs[0] ?? {}) as (keyof PageFigures)[]
  return Object.fromEntries(
    names.map((name) => [name, median(runs.map((figures) => figures[name]))]),
  ) as unknown as PageFigures
}
