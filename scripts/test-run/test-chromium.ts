import { existsSync } from 'node:fs'

/**
 * Debian's Chromium builds: the headless shell first, the lighter browser Playwright itself runs
 * headless tests in (the end-to-end suite took 450 s in it against 785 s in the full browser
 * started headless, on this 2-core machine), then the full browser.
 */
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/**
 * The Chromium the tests drive: CHROME_PATH when set, else the first of Debian's builds that is
 * installed, else undefined for the one `npx playwright install chromium` downloads.
 */
export function testChromiumPath(): string | undefined {
  return process.env.CHROME_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path))
}
