import type { Browser, Page } from '@playwright/test'
import { median } from './median.ts'
import { PHONE } from './pageWeight.ts'

/** A visitor's first act on a page: the button they press, after those that lead to it. */
export interface FirstAct {
  name: string
  path: string
  /** Buttons pressed before the measured one (opening the menu the theme switch is in). */
  before?: string[]
  press: string
}

/** What a visitor does first on the public pages, each on a fresh load. */
export const FIRST_ACTS: FirstAct[] = [
  { name: 'Open the menu', path: '/', press: 'Menu' },
  { name: 'Switch the theme to Dark', path: '/', before: ['Menu'], press: 'Dark' },
  { name: 'Open the booking dialog', path: '/work-with-me', press: 'Schedule a Call' },
]

/** Lighthouse's mobile profile slows the CPU four times. */
const CPU_SLOWDOWN = 4

/**
 * From the press to the paint of the first change it makes to the page, in milliseconds, on a
 * phone with a throttled CPU: the median over `runs` fresh loads. The change is watched in the
 * page (any change to the body, or to the root's classes), so the figure holds the island's
 * loading when the press is what wakes it.
 */
export async function pressToPaintMs(
  browser: Browser,
  siteUrl: string,
  act: FirstAct,
  runs: number,
): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: PHONE.mobile,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(siteUrl + act.path, { waitUntil: 'networkidle' })
    for (const name of act.before ?? []) await pressButton(page, name)
    await watchNextPress(page)
    await pressButton(page, act.press)
    times.push(await page.evaluate(() => (window as unknown as Watched).pressToPaint))
    await context.close()
  }
  return median(times)
}

interface Watched {
  pressToPaint: Promise<number>
}

async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).first().click()
}

function watchNextPress(page: Page): Promise<void> {
  return page.evaluate(() => {
    const watched = window as unknown as Watched
    watched.pressToPaint = new Promise((resolve) => {
      addEventListener(
        'pointerdown',
        (event) => {
          const observer = new MutationObserver(() => {
            observer.disconnect()
            requestAnimationFrame(() => {
              setTimeout(() => {
                resolve(performance.now() - event.timeStamp)
              })
            })
          })
          const changes = { subtree: true, childList: true, attributes: true, characterData: true }
          observer.observe(document.body, changes)
          observer.observe(document.documentElement, { attributes: true })
        },
        { capture: true, once: true },
      )
    })
  })
}
