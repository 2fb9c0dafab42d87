import type { Browser, BrowserContext, Page } from '@playwright/test'
import { serviceData } from '../support/backend.ts'
import { createPost } from '../../support/factories/blogPosts.ts'
import { expect, test } from '../support/fixtures.ts'
import { PostEditorPage } from '../pages/PostAdminPages.ts'

/*
 * Drafts on every device: an unpublished post is saved to the backend a few seconds after typing
 * stops, so another device (here another browser context, with its own drafts on this computer)
 * opens the latest text; two devices typing over each other meet the conflict screen; a
 * published post changes only on Update.
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const FIRST_WORDS = '<p>Start with a fixed fee for a small piece of work.</p>'

/** The autosave's status beside the editor's buttons. */
const autosaveStatus = (page: Page) => page.locator('.post-autosave-status')

/** Another device: a browser context of its own, signed in as the owner. */
async function otherDevice(browser: Browser, context: BrowserContext): Promise<Page> {
  const other = await browser.newContext({ storageState: await context.storageState() })
  return other.newPage()
}

/** The post's body as the backend holds it. */
async function storedContent(service: ReturnType<typeof serviceData>, id: string) {
  const { data } = await service.from('blog_posts').select('content').eq('id', id).single()
  return data?.content
}

/** Types at the end of the post's body. */
async function typeAtEnd(editor: PostEditorPage, text: string) {
  await editor.content.click()
  await editor.page.keyboard.press('Control+End')
  await editor.page.keyboard.type(text)
}

test('a draft typed on one device is saved after 3 quiet seconds and opens on another, without a revision per autosave', async ({
  page,
  context,
  browser,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const post = await createPost(service, { title: 'Pricing', content: FIRST_WORDS })
  await page.clock.install()
  const editor = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${post.id}`)
  await expect(editor.content).toContainText('Start with a fixed fee')
  // The page's clock stopped once the editor is open: the autosave's quiet time passes only as
  // the test moves it, so it is counted exactly however busy the machine.
  await page.clock.pauseAt(Date.now() + 1_000)
  await typeAtEnd(editor, ' Then charge by the day.')

  await page.clock.runFor(2_900)
  await expect(autosaveStatus(page)).toHaveAttribute('data-autosave', 'idle')
  expect(await storedContent(service, post.id)).toBe(FIRST_WORDS)
  await page.clock.runFor(100)
  await page.clock.resume()
  await expect(autosaveStatus(page)).toHaveText('Saved')
  // Saved only once the backend has it.
  const { data: saved } = await service
    .from('blog_posts')
    .select('content, published')
    .eq('id', post.id)
    .single()
  expect(saved?.content).toContain('Then charge by the day.')
  expect(saved?.published).toBe(false)

  const laptop = await otherDevice(browser, context)
  await laptop.goto(`/blog-admin/edit/${post.id}`)
  await expect(new PostEditorPage(laptop).content).toContainText('Then charge by the day.')

  // The autosave came within 10 minutes of the post's first revision: it adds none.
  const { data: revisions } = await service
    .from('blog_post_revisions')
    .select('id')
    .eq('post_id', post.id)
  expect(revisions).toHaveLength(1)
})

test('a new post is created by its first autosave and updated by the next, once it has a title, body and tag', async ({
  page,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const editor = new PostEditorPage(page)
  await page.goto('/blog-admin/new')
  await editor.title.fill('Retainers')
  await editor.addTags('Pricing')
  await typeAtEnd(editor, 'A retainer buys time.')
  await expect(autosaveStatus(page)).toHaveText('Saved', { timeout: 10_000 })
  await typeAtEnd(editor, ' Not results.')
  await expect
    .poll(
      async () =>
        (await service.from('blog_posts').select('content').eq('title', 'Retainers')).data,
      { timeout: 10_000 },
    )
    .toEqual([{ content: '<p>A retainer buys time. Not results.</p>' }])

  await editor.submit('Create Post')
  await expect(editor.toast('Post created successfully')).toBeVisible()
  const { data: rows } = await service.from('blog_posts').select('id').eq('title', 'Retainers')
  expect(rows).toHaveLength(1)
})

test('offline, the draft stays on this device and is saved when the backend answers again', async ({
  page,
  context,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const post = await createPost(service, { title: 'Offline', content: FIRST_WORDS })
  const editor = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${post.id}`)
  await expect(editor.content).toContainText('fixed fee')

  await context.setOffline(true)
  await typeAtEnd(editor, ' Written on the train.')
  await expect(autosaveStatus(page)).toHaveText('Offline – saved on this device', {
    timeout: 10_000,
  })
  expect(await storedContent(service, post.id)).toBe(FIRST_WORDS)

  await context.setOffline(false)
  await expect(autosaveStatus(page)).toHaveText('Saved', { timeout: 15_000 })
  expect(await storedContent(service, post.id)).toContain('Written on the train.')
})

test('two devices typing in the same draft meet the conflict screen, and nothing is overwritten', async ({
  page,
  context,
  browser,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const post = await createPost(service, { title: 'Two desks', content: FIRST_WORDS })
  const desk = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${post.id}`)
  const laptopPage = await otherDevice(browser, context)
  const laptop = new PostEditorPage(laptopPage)
  await laptopPage.goto(`/blog-admin/edit/${post.id}`)
  await expect(laptop.content).toContainText('fixed fee')

  await typeAtEnd(desk, ' Typed at the desk.')
  await expect(autosaveStatus(page)).toHaveText('Saved', { timeout: 10_000 })
  await typeAtEnd(laptop, ' Typed on the laptop.')

  await expect(laptopPage).toHaveURL(/\/drafts\/conflict\//, { timeout: 10_000 })
  await expect(laptopPage.getByRole('table')).toContainText('Typed on the laptop.')
  expect(await storedContent(service, post.id)).toContain('Typed at the desk.')
  expect(await storedContent(service, post.id)).not.toContain('Typed on the laptop.')
})

test('a published post changes only on Update: typing is not saved to the live post', async ({
  page,
  backendUrl,
}) => {
  const service = serviceData(backendUrl)
  const post = await createPost(service, {
    title: 'Live',
    content: FIRST_WORDS,
    published: true,
    publish_date: new Date().toISOString(),
  })
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/rest/v1/blog_posts')) {
      writes.push(request.url())
    }
  })
  await page.clock.install()
  const editor = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${post.id}`)
  await typeAtEnd(editor, ' Not yet for readers.')
  // Well past the autosave's few seconds.
  await page.clock.runFor(10_000)
  await expect(autosaveStatus(page)).toHaveCount(0)
  expect(await storedContent(service, post.id)).toBe(FIRST_WORDS)

  await editor.submit('Update Post')
  await expect(editor.toast('Post updated successfully')).toBeVisible()
  expect(writes).toHaveLength(1)
})
