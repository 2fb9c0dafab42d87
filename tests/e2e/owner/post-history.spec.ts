import AxeBuilder from '@axe-core/playwright'
import { serviceData } from '../support/backend.ts'
import { createPost } from '../../support/factories/blogPosts.ts'
import { setChecked } from '../support/checkedControls.ts'
import { expect, test } from '../support/fixtures.ts'
import { linesOfText, watchButtonTops } from '../support/layout.ts'
import { switchTheme } from '../support/theme.ts'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

test('restore an earlier revision of a post from its History; over a newer copy, compare', async ({
  page,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const created = await createPost(service, {
    title: 'Pricing a First Engagement',
    slug: 'pricing-a-first-engagement',
    author: 'Sam Rivera',
    content: '<p>Start with a fixed fee for a small piece of work.</p>',
    tags: ['Pricing'],
  })
  const id = created.id

  const editor = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${id}`)
  await expect(editor.title).toHaveValue('Pricing a First Engagement')
  await editor.title.fill('Pricing Any Engagement')
  await editor.content.click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('Charge by the day until the scope is clear.')
  await editor.submit('Update Post')
  await expect(editor.toast('Post updated successfully')).toBeVisible()

  await page.goto(`/blog-admin/edit/${id}`)
  await expect(editor.title).toHaveValue('Pricing Any Engagement')
  await page.getByRole('button', { name: 'History' }).click()
  const dialog = page.getByRole('dialog', { name: 'History' })
  const revisions = dialog.getByRole('list', { name: 'Revisions' }).getByRole('button')
  await expect(revisions).toHaveCount(2)
  await expect(revisions.nth(0)).toContainText('title, body −2 words')
  await expect(revisions.nth(1)).toContainText('created')

  await revisions.nth(1).click()
  // Struck through: the revision's words; marked: the editor's.
  const marked = (group: string, tag: 'del' | 'ins') => async () =>
    (await dialog.getByRole('group', { name: group }).locator(tag).allTextContents()).join('')
  await expect
    .poll(marked('Body changes', 'del'))
    .toBe('Start with a fixed fee for a small piece of work.')
  await expect
    .poll(marked('Body changes', 'ins'))
    .toBe('Charge by the day until the scope is clear.')
  await expect.poll(marked('Title changes', 'del')).toBe('a First ')
  await expect.poll(marked('Title changes', 'ins')).toBe('Any ')

  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog).toBeHidden()
  await expect(editor.title).toHaveValue('Pricing a First Engagement')
  await expect(editor.content).toHaveText('Start with a fixed fee for a small piece of work.')
  await editor.submit('Update Post')
  await expect(editor.toast('Post updated successfully')).toBeVisible()

  const { data: saved } = await service
    .from('blog_posts')
    .select('title, content')
    .eq('id', id)
    .single()
  expect(saved).toEqual({
    title: 'Pricing a First Engagement',
    content: '<p>Start with a fixed fee for a small piece of work.</p>',
  })
  await page.goto(`/blog-admin/edit/${id}`)
  await page.getByRole('button', { name: 'History' }).click()
  await expect(revisions).toHaveCount(3)
  await expect(revisions.nth(0)).toContainText('title, body +2 words')

  // Restored over a copy changed on the server meanwhile: the save is held, and the comparison
  // opens with both titles; nothing is overwritten.
  await service.from('blog_posts').update({ title: 'Pricing Retainers' }).eq('id', id)
  await revisions.nth(1).click()
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(editor.title).toHaveValue('Pricing Any Engagement')
  await editor.submit('Update Post')
  await expect(page).toHaveURL(/\/drafts\/conflict\//)
  await expect(
    page.getByText('This item was changed on the server after you started'),
  ).toBeVisible()
  const titles = page.getByRole('table').getByRole('row', { name: /Title/ })
  await expect(titles).toContainText('Pricing Any Engagement')
  await expect(titles).toContainText('Pricing Retainers')
  const { data: kept } = await service.from('blog_posts').select('title').eq('id', id).single()
  expect(kept?.title).toBe('Pricing Retainers')
})

test('the History button stays put while the editor loads: a press lands where it was aimed', async ({
  page,
  backendUrl,
}) => {
  const created = await createPost(serviceData(backendUrl), {
    title: 'Retainers That Work',
    slug: 'retainers-that-work',
    content: '<p>Agree the hours before the month starts.</p>',
    tags: ['Pricing'],
  })
  const historyTops = await watchButtonTops(page, 'History')
  await page.goto(`/blog-admin/edit/${created.id}`)
  await expect(page.getByRole('button', { name: 'Create preview link' })).toBeVisible()
  await expect(page.getByLabel('Loading preview links')).toHaveCount(0)
  expect(await historyTops()).toHaveLength(1)
})

test("on a laptop in the dark theme the editor's links read clearly, and History's Restore keeps to one line", async ({
  page,
  backendUrl,
}) => {
  const created = await createPost(serviceData(backendUrl), {
    title: 'A Reading List for New Founders',
    slug: 'a-reading-list-for-new-founders',
    content: '<p>Start with <a href="https://example.org/guide">the pricing guide</a>.</p>',
    tags: ['Pricing'],
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/blog-admin/edit/${created.id}`)
  await switchTheme(page, 'dark')
  await expect(page.locator('.ql-editor a')).toHaveText('the pricing guide')
  const contrast = await new AxeBuilder({ page })
    .include('.ql-editor')
    .withRules(['color-contrast'])
    .analyze()
  expect(
    contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
  ).toEqual([])

  await page.getByRole('button', { name: 'History' }).click()
  const restore = page.getByRole('dialog', { name: 'History' }).getByRole('button', {
    name: 'Restore',
  })
  await expect(restore).toBeVisible()
  expect(await linesOfText(restore)).toBe(1)
})

test('bring back a deleted post from the list', async ({ page, backendUrl }) => {
  await createPost(serviceData(backendUrl), {
    title: 'Notes on Retainers',
    slug: 'notes-on-retainers',
    content: '<p>A retainer buys availability, not hours.</p>',
    tags: ['Pricing'],
    published: true,
    publish_date: '2026-01-15T09:00:00Z',
  })
  const list = new PostListPage(page)
  await list.open()
  await list.row('Notes on Retainers').getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(list.toast('Post deleted successfully')).toBeVisible()

  const deleted = page.getByRole('region', { name: 'Recently deleted' })
  await deleted.getByRole('button', { name: 'Bring back' }).click()
  await expect(list.toast('Post brought back as a draft')).toBeVisible()
  await expect(deleted).toBeHidden()
  await expect(list.row('Notes on Retainers')).toContainText('Draft')
  // It keeps the date it first went out, for when it goes out again, and says it as past.
  await expect(list.row('Notes on Retainers')).toContainText('Was published January 15, 2026')
  await list.row('Notes on Retainers').getByRole('link', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'History' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'History' })
      .getByRole('list', { name: 'Revisions' })
      .getByRole('button'),
  ).toHaveCount(2)
})

test('preview a draft as visitors will see it, and share it by a private link until revoked', async ({
  page,
  browser,
  backendUrl,
}) => {
  const created = await createPost(serviceData(backendUrl), {
    title: 'Notes for a First Workshop',
    slug: 'notes-for-a-first-workshop',
    content: '<p>Bring the questions, not the answers.</p>',
    tags: ['Workshops'],
  })
  const editor = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${created.id}`)
  await expect(editor.title).toHaveValue('Notes for a First Workshop')

  // Unsaved text, shown in the public post layout with the site's styles, in either theme.
  await editor.title.fill('Notes for Any Workshop')
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Preview' })
  const shown = page.frameLocator('iframe[title="Post preview"]')
  await expect(shown.locator('article.post h1')).toHaveText('Notes for Any Workshop')
  await expect(shown.locator('.post-meta')).toContainText('1 min read')
  await expect(shown.locator('.post-body')).toHaveText('Bring the questions, not the answers.')
  const darkTheme = dialog.getByText('Dark theme', { exact: true })
  await setChecked(dialog.getByLabel('Dark theme'), darkTheme, true)
  await expect(shown.locator('html')).toHaveClass(/\bdark\b/)
  // Escape closes it, also with focus inside the page shown.
  await shown.locator('.post-body').click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The draft is autosaved a few seconds after typing stops: the link shows it as saved.
  await expect(page.locator('.post-autosave-status')).toHaveText('Saved', { timeout: 10_000 })
  await page.getByRole('button', { name: 'Create preview link' }).click()
  const address = await page.getByLabel('New preview link').inputValue()
  expect(address).toMatch(/\/preview\/[\w-]{43}$/)
  await expect(page.getByRole('list', { name: 'Preview links' })).toContainText('Valid until')

  // A visitor with the link, not signed in, reads the draft as saved, marked as a preview. The
  // visitor's browser reaches this test's backend as the owner's does.
  const visitor = await browser.newContext()
  const reader = await visitor.newPage()
  const opened = await reader.goto(address)
  expect(opened?.headers()['x-robots-tag']).toBe('noindex')
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Notes for Any Workshop')
  await expect(reader.getByRole('note')).toContainText('Preview')
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  await page.getByRole('button', { name: 'Revoke' }).click()
  await expect(editor.toast('Preview link revoked')).toBeVisible()
  await reader.reload()
  await expect(
    reader.getByText('This preview link is invalid, has expired or was revoked.'),
  ).toBeVisible()
  await visitor.close()
})
