import type { Browser, Page } from '@playwright/test'
import { median } from './median.ts'

/**
 * The owner's Blog Posts list at scale: from the last keystroke of a search to the filtered
 * rows painted, in Chromium on a 412 px phone, against a running site and local backend already
 * filled with posts (bench/archive.ts). Each run types a different word (a word already searched
 * would be answered from the page's cache), fast enough that only the whole word is searched,
 * and clears the box before the next. Words of the archive's sentences, so most posts match:
 * the search's dearest case (every match counted, a page of rows drawn).
 */

export interface OwnerListSearchFigures {
  /** Milliseconds from the last keystroke to the filtered rows painted, one per run. */
  runs: number[]
  median: number
}

export interface OwnerListSearchOptions {
  browser: Browser
  /** The built site, served, whose backend address is the filled local backend. */
  siteUrl: string
  owner: { email: string; password: string }
  /** 10 unless told. */
  runCount?: number
}

const WORDS = [
  'pricing',
  'roadmap',
  'habit',
  'customers',
  'planning',
  'hiring',
  'metrics',
  'pilot',
  'sales',
  'context',
  'programme',
  'rhythm',
]

const PHONE = { width: 412, height: 915 }
/** Where the page keeps the run's timing until it is read. */
const TIMING = '__ownerListTiming'

export async function measureOwnerListSearch({
  browser,
  siteUrl,
  owner,
  runCount = 10,
}: OwnerListSearchOptions): Promise<OwnerListSearchFigures> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2.625 })
  try {
    const page = await context.newPage()
    await signIn(page, siteUrl, owner)
    await page.goto(`${siteUrl}/blog-admin`)
    const search = page.getByRole('searchbox', { name: 'Search posts' })
    await page.locator('.post-count', { hasText: 'posts' }).waitFor()
    const runs: number[] = []
    for (let run = 0; run < runCount; run++) {
      const word = WORDS[run % WORDS.length] ?? 'pricing'
      await search.fill('')
      await page.waitForFunction(() => !new URLSearchParams(location.search).has('q'))
      await page.locator('.post-count', { hasNotText: 'match' }).waitFor()
      await search.focus()
      await page.keyboard.type(word.slice(0, -1), { delay: 20 })
      await page.evaluate(watchForFilteredRows, { word, key: TIMING })
      await page.keyboard.press(word.slice(-1))
      runs.push(Number(await page.evaluate((key): unknown => Reflect.get(window, key), TIMING)))
    }
    return { runs, median: median(runs) }
  } finally {
    await context.close()
  }
}

async function signIn(page: Page, siteUrl: string, owner: { email: string; password: string }) {
  await page.goto(`${siteUrl}/auth`)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/**
 * Runs in the page: keeps under `key` a promise of the time from the search box's next input (the last
 * keystroke) to the frame after the list shows the answer for `word`: the search box is no longer
 * busy (it is until the list has been searched for what it holds and has the answer), the count
 * says how many match, and the rows are no longer the previous answer's. No named function inside: the page
 * gets this function's text, and the names tsx gives functions (`__name`) exist only in Node.
 */
function watchForFilteredRows({ word, key }: { word: string; key: string }): void {
  const timing = new Promise((resolve, reject) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')
    if (!input) throw new Error('The list has no search box')
    let typedAt = 0
    const observer = new MutationObserver(() => {
      if (
        typedAt === 0 ||
        input.value !== word ||
        document.querySelector('.post-search__spinner') !== null ||
        !(document.querySelector('.post-count')?.textContent ?? '').includes('match') ||
        document.querySelector('.admin-list[aria-busy="true"]') !== null
      ) {
        return
      }
      observer.disconnect()
      requestAnimationFrame(() => {
        setTimeout(() => {
          resolve(performance.now() - typedAt)
        })
      })
    })
    setTimeout(() => {
      reject(new Error(`No answer for "${word}" within 10 s`))
    }, 10_000)
    input.addEventListener(
      'input',
      () => {
        typedAt = performance.now()
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        })
      },
      { once: true },
    )
  })
  Reflect.set(window, key, timing)
}
