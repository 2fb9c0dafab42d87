import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * What an import's dry run says before anything is written, on the Export and Import screen:
 * a post whose slug a page from another source has gets a free address (said, and written, not
 * left in conflict); a post the site holds already is said to be replaced, naming what it
 * holds now; a Jekyll site's old addresses, links and Liquid tags are each said.
 */

test.use({ freshBackend: [], signedIn: true })

const fixture = (path: string) =>
  fileURLToPath(new URL(`../../fixtures/imports/${path}`, import.meta.url))

const dryRunOf = (page: Page) => page.getByRole('region', { name: 'Dry run' })

/** A table's row of the dry run: new, changed or replaced, unchanged, in conflict, only here. */
const cells = (dryRun: Locator, table: RegExp) =>
  dryRun.getByRole('row', { name: table }).getByRole('cell')

async function check(
  page: Page,
  source: 'WordPress' | 'Ghost',
  file: Parameters<Locator['setInputFiles']>[0],
) {
  await page.getByText(source, { exact: true }).click()
  await page.getByLabel(/^Export file/).setInputFiles(file)
  await page.getByRole('button', { name: 'Check what would be imported' }).click()
  return dryRunOf(page)
}

async function importChecked(page: Page): Promise<void> {
  await dryRunOf(page)
    .getByRole('button', { name: /^Import \(\d+ changes?\)$/ })
    .click()
  await expect(page.getByText('Import complete')).toBeVisible()
}

test('an import’s dry run gives a taken slug a free one, says what it would replace, and notes an old site’s addresses, links and tags', async ({
  page,
  backendUrl,
}) => {
  const posts = async () =>
    (await serviceData(backendUrl).from('blog_posts').select('slug').throwOnError()).data.length
  const before = await posts()
  await page.goto('/export-import')

  let dryRun = await check(page, 'WordPress', fixture('two-wordpress-sites/ben.xml'))
  await expect(cells(dryRun, /^Blog posts/)).toHaveText(['2', '0', '0', '0', String(before)])
  await importChecked(page)

  // A Ghost post with the slug of the WordPress page just imported.
  dryRun = await check(page, 'Ghost', fixture('ghost/footnotes.json'))
  await expect(cells(dryRun, /^Blog posts/)).toHaveText(['1', '0', '0', '0', String(before + 2)])
  await dryRun.getByText('New addresses (1)').click()
  await expect(dryRun).toContainText(
    'Its address /blog/footnotes belongs to “Footnotes” here; its address is now /blog/footnotes-2.',
  )
  await importChecked(page)
  expect(await posts()).toBe(before + 3)

  // The first site again, its post retitled and changed since.
  const edited = (await readFile(fixture('two-wordpress-sites/ben.xml'), 'utf8'))
    .replace('<![CDATA[Hiring the first operator]]>', '<![CDATA[Hiring our first operator]]>')
    .replace(
      '<wp:post_modified_gmt><![CDATA[2021-06-08 14:00:00]]>',
      '<wp:post_modified_gmt><![CDATA[2021-07-01 14:00:00]]>',
    )
  dryRun = await check(page, 'WordPress', {
    name: 'ben.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(edited),
  })
  await expect(dryRun.getByRole('columnheader', { name: 'Replaced' })).toBeVisible()
  await expect(cells(dryRun, /^Blog posts/)).toHaveText(['0', '1', '1', '0', String(before + 1)])
  await expect(dryRun.getByRole('list', { name: 'Rows the import would replace' })).toHaveText(
    'Blog posts: “Hiring the first operator” would become “Hiring our first operator”',
  )
  await dryRun.getByRole('button', { name: 'Cancel' }).click()

  await page.getByText('Markdown', { exact: true }).click()
  await page.getByLabel('Markdown folder').setInputFiles(fixture('jekyll-site'))
  await page.getByRole('button', { name: 'Check what would be imported' }).click()
  dryRun = dryRunOf(page)
  await expect(cells(dryRun, /^Redirects from old addresses/).first()).toHaveText('3')
  await dryRun.getByText('Links to the old site (3)').click()
  await expect(dryRun).toContainText(
    'Its links to the old site’s pages lead there now: /docs/history/ → https://notes.example/docs/history/.',
  )
  await dryRun.getByText('Template tags and shortcodes (imported as written) (2)').click()
  await expect(dryRun).toContainText('It holds template tags that only Jekyll runs')
})
