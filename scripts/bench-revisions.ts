import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { serveSite } from './bench/serveSite.ts'

/**
 * `npm run bench:revisions`: the History view's word diff of two revisions of a 1,500-word post
 * (a tenth of its words changed, a paragraph added and one removed), computed, rendered and laid
 * out by React in Chromium; and, as the worst case, two unrelated posts of that length. Prints
 * the median and slowest of the runs against the target (≤ 200 ms).
 */

const { values } = parseArgs({
  options: { words: { type: 'string', default: '1500' }, runs: { type: 'string', default: '20' } },
})
const words = Number(values.words)
const runs = Number(values.runs)
const TARGET_MS = 200

/**
 * What the bench page (bench/revision-diff/page.tsx) puts on its window. The functions below run
 * in the page, so each names it itself.
 */
interface BenchPage {
  benchDiff: (before: string, after: string, runs: number) => number[]
}

const VOCABULARY =
  'strategy client growth market plan team revenue product value change risk data customer cost process review quarter decision goal lesson'.split(
    ' ',
  )

/** A post body of `count` words in paragraphs of 75, the same for the same seed. */
function postBody(count: number, seed: number): string[] {
  let state = seed
  const next = () => (state = (state * 48271) % 2147483647)
  return Array.from({ length: count }, () => VOCABULARY[next() % VOCABULARY.length] ?? 'word')
}

function html(text: readonly string[]): string {
  const paragraphs: string[] = []
  for (let start = 0; start < text.length; start += 75)
    paragraphs.push(`<p>${text.slice(start, start + 75).join(' ')}</p>`)
  return paragraphs.join('')
}

function revised(text: readonly string[]): string[] {
  const edited = text.map((word, index) => (index % 10 === 3 ? `${word}s` : word))
  edited.splice(300, 75)
  edited.splice(900, 0, ...postBody(75, 99))
  return edited
}

const statistics = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, slowest: sorted.at(-1) ?? 0 }
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-revisions-'))
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./bench/revision-diff/', import.meta.url)),
    build: { outDir, emptyOutDir: true },
  })
  const site = await serveSite(outDir)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(site.url)
    await page.waitForFunction(
      () => typeof (globalThis as unknown as Partial<BenchPage>).benchDiff === 'function',
    )
    const original = postBody(words, 7)
    const cases = [
      { name: 'two revisions of one post', before: html(original), after: html(revised(original)) },
      {
        name: 'two unrelated posts (worst case)',
        before: html(original),
        after: html(postBody(words, 11)),
      },
    ]
    for (const { name, before, after } of cases) {
      // The first runs warm the page's code up, as an owner's open editor already has.
      await page.evaluate(([a, b]) => (globalThis as unknown as BenchPage).benchDiff(a, b, 3), [
        before,
        after,
      ] as const)
      const times = await page.evaluate(
        ([a, b, count]) => (globalThis as unknown as BenchPage).benchDiff(a, b, count),
        [before, after, runs] as const,
      )
      const { median, slowest } = statistics(times)
      console.log(
        `${name}, ${String(words)} words: median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms of ${String(runs)} runs (target ≤ ${String(TARGET_MS)} ms: ${slowest <= TARGET_MS ? 'met' : 'NOT MET'})`,
      )
    }
  } finally {
    await browser.close()
    await site.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

await main()
