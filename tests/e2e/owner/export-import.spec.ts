import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { MANIFEST_PATH } from '../../../owner/archive/archive.ts'
import { packArchive } from '../../../owner/archive/packArchive.ts'
import { readArchive } from '../../../owner/archive/readArchive.ts'
import { unzipFiles, zipFiles } from '../../../owner/archive/zip.ts'
import { folderTree } from '../../../scripts/archive/folderTree.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'

test.use({ freshBackend: [], signedIn: true })

const fixture = (path: string) =>
  fileURLToPath(new URL(`../../fixtures/imports/${path}`, import.meta.url))

async function zipOfFolder(path: string): Promise<Buffer> {
  const folder = await folderTree(path)
  const files = await Promise.all(
    folder.paths.map(async (file) => ({
      path: file,
      bytes: await folder.read(file),
      compress: true,
    })),
  )
  return Buffer.from(await zipFiles(files, new Date()))
}

/** Opens the screen, chooses Markdown and the files, and asks for the dry run. */
async function markdownDryRun(
  page: Page,
  choose: (input: { zip: Locator; folder: Locator }) => Promise<void>,
): Promise<Locator> {
  await page.goto('/export-import')
  await page.getByText('Markdown', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Markdown' })).toBeChecked()
  await choose({
    zip: page.getByLabel(/^Markdown files with front matter/),
    folder: page.getByLabel('Markdown folder'),
  })
  await page.getByRole('button', { name: 'Check what would be imported' }).click()
  return page.getByRole('region', { name: 'Dry run' })
}

/** The dry run's count of new blog posts. */
const newPosts = (dryRun: Locator) =>
  dryRun
    .getByRole('row', { name: /^Blog posts/ })
    .getByRole('cell')
    .first()

const postCount = async (backendUrl: string) =>
  (
    await serviceData(backendUrl)
      .from('blog_posts')
      .select('id', { count: 'exact' })
      .limit(1)
      .throwOnError()
  ).count

test('export downloads the whole site; a restore puts back what was deleted and keeps newer edits; a damaged archive writes nothing', async ({
  page,
  backendUrl,
}) => {
  await page.goto('/blog-admin')
  await page.getByRole('button', { name: 'Admin', exact: true }).click()
  await page.getByRole('link', { name: 'Export and Import' }).click()
  await expect(page.getByRole('heading', { name: 'Export and Import', level: 1 })).toBeVisible()

  await expect(page.getByText('Enquiries and newsletter subscribers are left out.')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^site-archive-\d{4}-\d{2}-\d{2}\.zip$/)
  const bytes = await readFile(await file.path())
  const files = unzipFiles(bytes)
  const manifest = JSON.parse(new TextDecoder().decode(files.get(MANIFEST_PATH))) as {
    personalData: boolean
    counts: { tables: Record<string, number>; images: number }
  }
  const posts = await postCount(backendUrl)
  expect(manifest.personalData).toBe(false)
  expect(manifest.counts.tables.blog_posts).toBe(posts)
  expect(manifest.counts.tables).not.toHaveProperty('contact_submissions')
  expect([...files.keys()].filter((path) => path.startsWith('posts/'))).toHaveLength(posts ?? -1)

  const restore = page.getByLabel('Archive (.zip)')
  await restore.setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: bytes })
  const dryRun = page.getByRole('region', { name: 'Dry run' })
  await expect(dryRun).toContainText('Nothing to write: the site already holds all of it.')
  await expect(dryRun.getByRole('row', { name: /^Blog posts/ }).getByRole('cell')).toHaveText([
    '0',
    '0',
    String(posts),
    '0',
    '0',
  ])
  await dryRun.getByRole('button', { name: 'Cancel' }).click()

  // One post deleted and another edited since the export.
  const service = serviceData(backendUrl)
  const { data: two } = await service
    .from('blog_posts')
    .select('id, title')
    .order('created_at')
    .limit(2)
    .throwOnError()
  const [deleted, edited] = two
  if (!deleted || !edited) throw new Error('The demo content has fewer than two posts')
  await service.from('blog_posts').delete().eq('id', deleted.id).throwOnError()
  await service
    .from('blog_posts')
    .update({ title: 'Edited after the export' })
    .eq('id', edited.id)
    .throwOnError()

  await restore.setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: bytes })
  await expect(dryRun.getByRole('row', { name: /^Blog posts/ }).getByRole('cell')).toHaveText([
    '1',
    '0',
    String((posts ?? 0) - 2),
    /^1Changed here since: “.+”$/,
    '0',
  ])
  await expect(
    dryRun.getByRole('checkbox', { name: /^Replace what changed here after the archive/ }),
  ).not.toBeChecked()
  await dryRun.getByRole('button', { name: 'Restore (1 change)' }).click()
  await expect(page.getByText('Restore complete')).toBeVisible()
  expect(await postCount(backendUrl)).toBe(posts)
  const { data: kept } = await service
    .from('blog_posts')
    .select('title')
    .eq('id', edited.id)
    .single()
    .throwOnError()
  expect(kept.title).toBe('Edited after the export')

  await restore.setInputFiles({
    name: 'cut-short.zip',
    mimeType: 'application/zip',
    buffer: bytes.subarray(0, Math.floor(bytes.length / 2)),
  })
  await expect(page.getByRole('alert')).toContainText('These files cannot be used')
  await expect(page.getByRole('alert')).toContainText('cut-short.zip')
  expect(await postCount(backendUrl)).toBe(posts)

  // An archive with an enquiry in it: restored unless the owner unticks it.
  const { archive } = await readArchive(bytes)
  const enquiry = {
    id: crypto.randomUUID(),
    first_name: 'Ana',
    last_name: 'Müller',
    email: 'ana@example.com',
    company: null,
    subject: 'Hello',
    message: 'A question.',
    created_at: archive.manifest.exportedAt,
  }
  const personal = await packArchive({
    ...archive,
    manifest: { ...archive.manifest, personalData: true },
    tables: { ...archive.tables, contact_submissions: [enquiry] },
  })
  await restore.setInputFiles({
    name: 'personal.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(personal),
  })
  const tick = dryRun.getByRole('checkbox', { name: /^Restore personal data/ })
  await expect(tick).toBeChecked()
  await expect(
    dryRun
      .getByRole('row', { name: /^Enquiries/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1')
  await dryRun.getByText('Restore personal data: enquiries and newsletter subscribers').click()
  await expect(dryRun).toContainText(
    'The archive’s enquiries and newsletter subscribers are left out',
  )
  await expect(dryRun.getByRole('row', { name: /^Enquiries/ })).toHaveCount(0)
  await expect(dryRun.getByRole('checkbox', { name: /^Restore personal data/ })).not.toBeChecked()
})

test('a WordPress import shows its dry run, then writes sanitised posts and their images', async ({
  page,
  backendUrl,
}) => {
  const before = await postCount(backendUrl)
  await page.goto('/export-import')
  await page.getByLabel(/^Export file \(Tools/).setInputFiles(fixture('wordpress/export.xml'))
  await page.getByLabel(/^Uploads folder/).setInputFiles({
    name: 'uploads.zip',
    mimeType: 'application/zip',
    buffer: await zipOfFolder(fixture('wordpress/uploads')),
  })
  await page.getByRole('button', { name: 'Check what would be imported' }).click()

  const dryRun = page.getByRole('region', { name: 'Dry run' })
  await expect(dryRun.getByRole('row', { name: /^Blog posts/ }).getByRole('cell')).toHaveText([
    '6',
    '0',
    '0',
    '0',
    String(before),
  ])
  // The photo and the banner, prepared as the editor prepares them: each with its JPEG for
  // email beside it, the banner with its sharing image too.
  await expect(
    dryRun
      .getByRole('row', { name: /^Images/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('5')
  await expect(dryRun).toContainText('New addresses')
  expect(await postCount(backendUrl)).toBe(before)

  await dryRun.getByRole('button', { name: /^Import \(\d+ changes\)$/ }).click()
  await expect(page.getByText('Import complete')).toBeVisible()
  expect(await postCount(backendUrl)).toBe((before ?? 0) + 6)

  const imported = []
  for (const slug of ['hello-world', 'work-in-progress']) {
    const { data } = await serviceData(backendUrl)
      .from('blog_posts')
      .select('slug, content, published')
      .eq('slug', slug)
      .throwOnError()
    imported.push(...data)
  }
  expect(imported.map((post) => [post.slug, post.published]).sort()).toEqual([
    ['hello-world', true],
    ['work-in-progress', false],
  ])
  const { data: everything } = await serviceData(backendUrl)
    .from('blog_posts')
    .select('content')
    .throwOnError()
  for (const post of everything) expect(post.content).not.toMatch(/<script/i)
})

test('a Markdown folder imports its posts, and lists the file it could not read', async ({
  page,
  backendUrl,
}) => {
  const before = await postCount(backendUrl)
  const dryRun = await markdownDryRun(page, (input) =>
    input.folder.setInputFiles(fixture('markdown')),
  )
  await expect(newPosts(dryRun)).toHaveText('5')
  await dryRun.getByText('Not imported (1)').click()
  await expect(dryRun).toContainText('broken.md')
  await dryRun.getByText(/^Images only on the web/).click()
  await expect(dryRun).toContainText('https://elsewhere.example/r.png')

  await dryRun.getByRole('button', { name: /^Import \(\d+ changes\)$/ }).click()
  await expect(page.getByText('Import complete')).toBeVisible()
  expect(await postCount(backendUrl)).toBe((before ?? 0) + 5)
})

test('an import that cannot reach the backend says so, and can be started again', async ({
  page,
  stopBackend,
}) => {
  const bytes = Buffer.from(
    await zipFiles(
      [
        {
          path: 'hello.md',
          bytes: new TextEncoder().encode('---\ntitle: Hello again\ntags: [Notes]\n---\nA post.\n'),
          compress: true,
        },
      ],
      new Date(),
    ),
  )
  const dryRun = await markdownDryRun(page, (input) =>
    input.zip.setInputFiles({ name: 'posts.zip', mimeType: 'application/zip', buffer: bytes }),
  )
  await expect(newPosts(dryRun)).toHaveText('1')

  await stopBackend()
  await dryRun.getByRole('button', { name: 'Import (1 change)' }).click()
  await expect(page.getByRole('alert')).toContainText('Import failed')
  await expect(page.getByRole('alert')).toContainText('no content was changed')
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible()
})
