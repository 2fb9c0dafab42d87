import type { Locator, Page } from '@playwright/test'

/**
 * How many lines the start of an element's text takes: its first `length` characters (all of
 * it when left out), measured from the boxes the browser laid the text out in. 1 when a word or
 * an address stayed on one line.
 *
 * A locator finds its element and measures it in two steps; a page the app renders again (its
 * data changed since the build) can replace the element between them, and a detached element
 * has no boxes. Such a measure is taken again, of the element that stands there now.
 */
export async function linesOfText(element: Locator, length?: number): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const lines = await measureLines(element, length ?? Number.MAX_SAFE_INTEGER)
    if (lines !== null) return lines
  }
  throw new Error('The element was replaced each time it was measured')
}

/** The lines of the element's first `length` characters; null when it left the page meanwhile. */
function measureLines(element: Locator, length: number): Promise<number | null> {
  return element.evaluate((node, wanted) => {
    if (!node.isConnected) return null
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    let started = false
    let left = wanted
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const characters = (text.nodeValue ?? '').length
      if (!started) range.setStart(text, 0)
      started = true
      range.setEnd(text, Math.min(characters, left))
      left -= characters
      if (left <= 0) break
    }
    const tops = new Set(
      [...range.getClientRects()]
        .filter((box) => box.width > 0)
        .map((box) => Math.round(box.top + box.height / 2)),
    )
    return tops.size
  }, length)
}

/**
 * The owner tables' rows whose buttons are not all in view across the window (each table row's
 * last cell holds its actions), and how far each table scrolls sideways.
 */
export function tableFit(page: Page): Promise<{ scrolls: number[]; actionsOutOfView: string[] }> {
  return page.evaluate(() => ({
    scrolls: [...document.querySelectorAll('.admin-table-scroll')].map(
      (table) => table.scrollWidth - table.clientWidth,
    ),
    actionsOutOfView: [
      ...document.querySelectorAll('.admin-table tbody tr > td:last-child :is(a, button)'),
    ].flatMap((action) => {
      const box = action.getBoundingClientRect()
      const scroller = action.closest('.admin-table-scroll')?.getBoundingClientRect()
      const left = Math.max(0, scroller?.left ?? 0)
      const right = Math.min(window.innerWidth, scroller?.right ?? window.innerWidth)
      return box.left < left - 1 || box.right > right + 1
        ? [action.getAttribute('aria-label') ?? action.textContent]
        : []
    }),
  }))
}

/**
 * Notes, from the first frame of every page the browser opens next, each place the button
 * with this text is drawn at (its top), and gives a way to read them: a button that stays put
 * while its screen loads was drawn at one place only, so a press aimed at it lands on it.
 */
export async function watchButtonTops(page: Page, text: string): Promise<() => Promise<number[]>> {
  await page.addInitScript((label) => {
    const tops: number[] = []
    Object.assign(window, { buttonTops: tops })
    const watch = () => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent.trim() === label,
      )
      const top = button?.getBoundingClientRect().top
      if (top !== undefined && tops.at(-1) !== top) tops.push(top)
      requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  }, text)
  return () => page.evaluate(() => (window as unknown as { buttonTops: number[] }).buttonTops)
}
