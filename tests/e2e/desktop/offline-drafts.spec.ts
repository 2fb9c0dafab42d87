import { PostEditorPage } from '../pages/PostAdminPages.ts'
import { mailTo, serviceData } from '../support/backend.ts'
import { setChecked } from '../support/checkedControls.ts'
import { type DesktopApp, expect, test } from '../support/desktop.ts'
import { createPost } from '../../support/factories/blogPosts.ts'
import { createSubscriber } from '../../support/factories/newsletterSubscribers.ts'

test.use({ freshBackend: ['--no-seed'] })

const SAVED_LOCALLY = 'Saved on this computer – will sync when online'

async function postsTitled(backendUrl: string, title: string) {
  const { data } = await serviceData(backendUrl).from('blog_posts').select('*').eq('title', title)
  return data ?? []
}

/** Fills a new post's required fields (and publishes it when asked), without saving. */
async function writePost(app: DesktopApp, title: string, options: { publish?: boolean } = {}) {
  const editor = new PostEditorPage(app.page)
  await app.open('/blog-admin/new')
  await editor.title.fill(title)
  await editor.addTags('Strategy')
  await editor.content.click()
  await app.page.keyboard.type(`Notes on ${title}.`)
  if (options.publish) await editor.setPublished(true)
  return editor
}

test(
  'a post written offline survives a reload, and syncs when the backend is back',
  { tag: '@smoke' },
  async ({ desktop, backendUrl, page }) => {
    await desktop.openSignedIn()
    await desktop.goOffline()
    const editor = await writePost(desktop, 'Pricing Without Fear', { publish: true })
    // The draft is written shortly after the last change (publishing), before anything hurries it.
    await expect
      .poll(async () => {
        const drafts = await desktop.drafts()
        return drafts.find((draft) => draft.title === 'Pricing Without Fear')?.values.published
      })
      .toBe(true)
    await page.reload()
    await expect(editor.title).toHaveValue('Pricing Without Fear')
    await expect(editor.content).toContainText('Notes on Pricing Without Fear.')
    await expect(page.getByText(/Restored your unsaved changes/)).toBeVisible()

    await editor.submit('Create Post')
    await editor.goAheadAnyway('publish')
    await expect(desktop.toast(SAVED_LOCALLY)).toBeVisible()
    await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText(
      'Backend paused or unreachable',
    )
    await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText(
      '1 unsynced change',
    )
    expect(await postsTitled(backendUrl, 'Pricing Without Fear')).toHaveLength(0)

    await desktop.goOnline()
    await expect
      .poll(async () => (await postsTitled(backendUrl, 'Pricing Without Fear')).length, {
        timeout: 10_000,
      })
      .toBe(1)
    await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText(
      'All changes synced',
    )
    await page.goto('/blog/pricing-without-fear')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pricing Without Fear' }),
    ).toBeVisible()
  },
)

test('lists fetched before stay readable offline after the app opens again', async ({
  desktop,
  backendUrl,
}) => {
  await createPost(serviceData(backendUrl), {
    title: 'Cash Before Growth',
    slug: 'cash-before-growth',
    content: '<p>Runway first.</p>',
    tags: ['Finance'],
    author: 'Alex Morgan',
    read_time: 1,
  })
  await desktop.openSignedIn()
  await expect(desktop.page.getByText('Cash Before Growth')).toBeVisible()

  await desktop.goOffline()
  const reopened = await desktop.reopen()
  await reopened.open('/blog-admin')
  await expect(reopened.page.getByText('Offline – showing saved copy')).toBeVisible()
  await expect(reopened.page.getByText('Cash Before Growth')).toBeVisible()
})

test('a post created offline and edited twice offline arrives as one post with the last edit', async ({
  desktop,
  backendUrl,
  page,
}) => {
  await desktop.openSignedIn()
  await desktop.goOffline()
  const editor = await writePost(desktop, 'First Hires')
  // A save returns to the list; an earlier toast may still show, so the address is the sign.
  const backOnTheList = () => expect(page).toHaveURL(/#\/blog-admin$/)
  await editor.submit('Create Post')
  await expect(desktop.toast(SAVED_LOCALLY)).toBeVisible()
  await backOnTheList()

  for (const excerpt of ['Who comes first.', 'Who comes first, and why.']) {
    await desktop.open('/drafts')
    await page
      .getByRole('row', { name: /First Hires/ })
      .getByRole('link', { name: 'Open' })
      .click()
    await editor.excerpt.fill(excerpt)
    await editor.submit('Create Post')
    await backOnTheList()
  }
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('1 unsynced change')

  await desktop.goOnline()
  await expect
    .poll(async () => (await postsTitled(backendUrl, 'First Hires')).map((post) => post.excerpt), {
      timeout: 10_000,
    })
    .toEqual(['Who comes first, and why.'])
})

test('an edit queued while the server copy changed waits for the owner to choose', async ({
  desktop,
  backendUrl,
  page,
}) => {
  const created = await createPost(serviceData(backendUrl), {
    title: 'Board Meetings',
    slug: 'board-meetings',
    content: '<p>Before.</p>',
    excerpt: 'Original excerpt',
    tags: ['Governance'],
    author: 'Alex Morgan',
    read_time: 1,
  })
  await desktop.openSignedIn()
  const editor = new PostEditorPage(page)
  await desktop.open(`/blog-admin/edit/${created.id}`)
  await expect(editor.title).toHaveValue('Board Meetings')

  await desktop.goOffline()
  await editor.excerpt.fill('My excerpt')
  await editor.submit('Update Post')
  await expect(desktop.toast(SAVED_LOCALLY)).toBeVisible()
  await serviceData(backendUrl)
    .from('blog_posts')
    .update({ excerpt: 'Server excerpt', title: 'Board Meetings That Work' })
    .eq('id', created.id)

  await desktop.goOnline()
  await desktop.toast('changed on the server').getByRole('button', { name: 'Compare' }).click()
  const comparison = page.getByRole('table')
  await expect(comparison.getByRole('row', { name: /Excerpt/ })).toContainText('My excerpt')
  await expect(comparison.getByRole('row', { name: /Excerpt/ })).toContainText('Server excerpt')
  // Nothing is written before the owner chooses.
  const [before] = await postsTitled(backendUrl, 'Board Meetings That Work')
  expect(before?.excerpt).toBe('Server excerpt')

  // Their excerpt, the server's title.
  const titleRow = comparison.getByRole('row', { name: /Title/ })
  await setChecked(
    titleRow.getByLabel('Server'),
    titleRow.locator('label', { hasText: 'Server' }),
    true,
  )
  await page.getByRole('button', { name: 'Save my choices' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible()
  await expect(editor.title).toHaveValue('Board Meetings That Work')
  const [after] = await postsTitled(backendUrl, 'Board Meetings That Work')
  expect(after?.excerpt).toBe('My excerpt')
})

test('text typed just before the window closes is there when the app opens again', async ({
  desktop,
}) => {
  await desktop.openSignedIn()
  await writePost(desktop, 'Closing Thoughts')
  await desktop.page.keyboard.type(' And one more line')
  // Main's close handshake, then the window goes, well inside the draft's one-second delay.
  await desktop.beforeClose()
  await desktop.page.close()

  const reopened = await desktop.reopen()
  await reopened.open('/blog-admin/new')
  const again = new PostEditorPage(reopened.page)
  await expect(again.title).toHaveValue('Closing Thoughts')
  await expect(again.content).toContainText('And one more line')
})

test('a post published offline sends its newsletter once, after it reached the server', async ({
  desktop,
  backendUrl,
  page,
}) => {
  const { email: subscriber } = await createSubscriber(serviceData(backendUrl), {
    confirmed_at: new Date().toISOString(),
  })
  const newsletters = async () =>
    (await mailTo(backendUrl, subscriber)).filter((mail) => mail.subject === 'Offline Launch')

  await desktop.openSignedIn()
  await desktop.goOffline()
  const editor = await writePost(desktop, 'Offline Launch', { publish: true })
  await editor.submit('Create Post')
  await editor.goAheadAnyway('publish')
  await expect(desktop.toast(SAVED_LOCALLY)).toBeVisible()
  expect(await newsletters()).toHaveLength(0)

  await desktop.goOnline()
  await expect.poll(async () => (await newsletters()).length, { timeout: 10_000 }).toBe(1)
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText(
    'All changes synced',
  )
  await desktop.command('sync-now')
  await expect(desktop.toast('Everything is synced')).toBeVisible()
  expect(await newsletters()).toHaveLength(1)
})
