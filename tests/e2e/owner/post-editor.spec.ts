import { readFileSync } from 'node:fs'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'
import { serviceData } from '../support/backend.ts'
import { createPost } from '../../support/factories/blogPosts.ts'
import { expect, test } from '../support/siteServer.ts'

/*
 * The rich-text editor. The 'editor-dev-server' project runs those tagged @dev-server again on
 * the Vite dev server, where React's StrictMode mounts the editor, unmounts it and mounts it
 * again: what a second mount would break is a second toolbar and handlers bound twice (a paste
 * arriving twice, undo steps doubled).
 */
const ALSO_ON_DEV_SERVER = { tag: '@dev-server' }

test.use({ signedIn: true })

test.beforeEach(async ({ page }) => {
  // Time runs as usual, and a test may move it on instead of waiting.
  await page.clock.install()
  await page.goto('/blog-admin/new')
})

test(
  'one toolbar, whose headings, sizes, fonts and buttons format the text',
  ALSO_ON_DEV_SERVER,
  async ({ page }) => {
    const editor = new PostEditorPage(page)
    await expect(editor.toolbar).toHaveCount(1)
    await expect(editor.toolbar.getByRole('button', { name: 'Heading', exact: true })).toHaveCount(
      1,
    )
    await editor.content.click()
    await page.keyboard.type('A heading line')

    await editor.pick('Heading', 'Heading 2')
    await expect(editor.content.locator('h2')).toHaveText('A heading line')
    await page.keyboard.press('Control+a')
    await editor.pick('Text size', 'Large')
    await expect(editor.content.locator('.ql-size-large')).toHaveText('A heading line')
    await editor.pick('Font', 'Georgia')
    await expect(editor.content.locator('.ql-font-georgia')).toHaveText('A heading line')
    await editor.toolbar.getByRole('button', { name: 'Bold' }).click()
    await expect(editor.content.locator('strong')).toHaveText('A heading line')

    // One step back undoes exactly the last change: no second toolbar answers the click too.
    await editor.toolbar.getByRole('button', { name: 'Undo' }).click()
    await expect(editor.content.locator('strong')).toHaveCount(0)
    await expect(editor.content.locator('.ql-font-georgia')).toHaveText('A heading line')
  },
)

test('links need selected text, and an empty address inserts nothing', async ({ page }) => {
  const editor = new PostEditorPage(page)
  await editor.content.click()
  await page.keyboard.type('Read the report')
  await page.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(editor.toast('Please select some text first')).toBeVisible()
  await expect(editor.toast('Please select some text to turn into a link')).toBeVisible()

  await page.keyboard.press('Shift+Home')
  await page.getByRole('button', { name: 'Link', exact: true }).click()
  await page.getByRole('button', { name: 'Insert link' }).click()
  await expect(editor.content.locator('a')).toHaveCount(0)

  await page.getByRole('button', { name: 'Link', exact: true }).click()
  await page.getByLabel('Link address').fill('https://example.com/report')
  await page.getByRole('button', { name: 'Insert link' }).click()
  await expect(editor.content.locator('a')).toHaveAttribute('href', 'https://example.com/report')
  // Back in the editor with the text still selected: typing replaces it.
  await expect(editor.content).toBeFocused()
  await page.keyboard.type('The report')
  await expect(editor.content).toHaveText('The report')
})

test('a link typed without https:// leads to that site; one that cannot be a link is refused', async ({
  page,
}) => {
  const editor = new PostEditorPage(page)
  await editor.content.click()
  await page.keyboard.type('See pricing')
  await page.keyboard.press('Shift+Home')
  await page.getByRole('button', { name: 'Link', exact: true }).click()
  await page.getByLabel('Link address').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Insert link' }).click()
  await expect(page.getByRole('dialog', { name: 'Insert link' })).toContainText(
    'Please enter a web address (example.org/page), an email link (mailto:) or a phone link (tel:)',
  )
  await expect(page.getByLabel('Link address')).toHaveValue('javascript:alert(1)')
  await expect(editor.content.locator('a')).toHaveCount(0)

  await page.getByLabel('Link address').fill('example.org/pricing')
  await page.getByRole('button', { name: 'Insert link' }).click()
  await expect(editor.content.locator('a')).toHaveAttribute('href', 'https://example.org/pricing')
})

test(
  'a paste keeps its structure without its look, and undo and redo step through the content',
  ALSO_ON_DEV_SERVER,
  async ({ page }) => {
    const editor = new PostEditorPage(page)
    const undo = page.getByRole('button', { name: 'Undo' })
    const redo = page.getByRole('button', { name: 'Redo' })
    await expect(undo).toBeDisabled()

    await editor.content.click()
    await editor.content.evaluate((element) => {
      const data = new DataTransfer()
      data.setData('text/html', '<h1 style="color:red">Loud</h1><script>alert(1)</script>')
      data.setData('text/plain', 'Quiet words')
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    })
    await expect(editor.content).toHaveText('Loud')
    await expect(editor.content.locator('h1')).toHaveText('Loud')
    await expect(editor.content.locator('script, [style]')).toHaveCount(0)

    // A snapshot is taken once typing has paused for 300 ms.
    await page.clock.runFor(400)
    // One insertion, not key by key: a slow machine pausing mid-word would take a snapshot there.
    // The paste ended with its heading: typing goes on in a paragraph under it.
    await page.keyboard.insertText('And more')
    await expect(undo).toBeEnabled()
    await undo.click()
    await expect(editor.content).toHaveText('Loud')
    await expect(redo).toBeEnabled()
    await redo.click()
    await expect(editor.content.locator('h1')).toHaveText('Loud')
    await expect(editor.content.locator('p')).toHaveText('And more')
    await expect(redo).toBeDisabled()
  },
)

test('a toolbar button pressed the moment the cursor moved puts its block where the cursor is', async ({
  page,
}) => {
  const editor = new PostEditorPage(page)
  await editor.content.click()
  await page.keyboard.insertText('First line.')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText('Second line.')
  // The cursor goes to the start of the second line and the Divider is pressed in one go, before
  // Quill's own look at where the cursor went.
  await editor.content.evaluate((root) => {
    const second = root.querySelectorAll('p')[1]?.firstChild
    const divider = document.querySelector<HTMLButtonElement>('button[aria-label="Divider"]')
    if (!second || !divider) throw new Error('No second line, or no Divider')
    document.getSelection()?.collapse(second, 0)
    divider.focus()
    divider.click()
  })
  await expect(editor.content.locator('hr + p')).toHaveText('Second line.')
  await expect(editor.content.locator('p').first()).toHaveText('First line.')
})

test('a saved post can be undone back to as it opened, and redone again', async ({
  page,
  backendUrl,
}) => {
  // A stored body written by hand, not by the editor: the editor writes it its own way.
  const { data } = await serviceData(backendUrl)
    .from('blog_posts')
    .select('id, content')
    .eq('slug', 'the-scale-up-gap')
    .single()
  if (!data) throw new Error('The demo post is missing')
  const editor = new PostEditorPage(page)
  const redo = page.getByRole('button', { name: 'Redo' })
  await page.goto(`/blog-admin/edit/${data.id}`)
  await editor.content.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.insertText(' More.')
  await page.clock.runFor(400)
  await page.keyboard.press('Control+z')
  await expect(editor.content).not.toContainText('More.')
  // Time passes and the editor is left: nothing the owner did, so nothing is recorded.
  await page.clock.runFor(400)
  await editor.title.click()
  await expect(redo).toBeEnabled()
  await redo.click()
  await expect(editor.content).toContainText('More.')
})

test.describe('alt text and the pre-publish checks', () => {
  // A backend of its own: publishing here never changes the demo content other tests read.
  test.use({ freshBackend: ['--no-seed'] })
  // Nothing here depends on StrictMode's second mount: the built site is enough.
  test.skip(({ siteServer }) => siteServer === 'dev', 'Runs once, against the built site')

  test('a body image is given alt text, and Publish lists exactly what would hurt the post', async ({
    page,
    backendUrl,
    baseURL,
  }) => {
    const service = serviceData(backendUrl)
    const title = 'What a first hire changes in a small consultancy, and what it does not'
    const created = await createPost(service, {
      title,
      slug: 'what-a-first-hire-changes',
      content: `<p>Hires per quarter:</p><p><img src="${baseURL ?? ''}/og-default.png"></p>`,
      tags: ['Teams'],
    })
    const editor = new PostEditorPage(page)
    await page.goto(`/blog-admin/edit/${created.id}`)

    await editor.content.locator('img').click()
    await page.getByRole('textbox', { name: 'Image alt text' }).fill('Hires per quarter, rising')
    await page.getByRole('button', { name: 'Save alt text' }).click()
    await expect(page.getByRole('dialog', { name: 'Alt text' })).toBeHidden()
    await expect(editor.content.locator('img')).toHaveAttribute('alt', 'Hires per quarter, rising')
    // Back in the editor, where the owner was writing: the next key types after the image.
    await expect(editor.content).toBeFocused()

    // The sharing preview shows the post's page title, its description taken from the body.
    const card = page.getByRole('region', { name: 'As a link card' })
    await expect(card).toContainText(`${title} | `)
    await expect(card).toContainText('Hires per quarter:')
    await editor.setPublished(true)
    await editor.submit('Update Post')
    await expect(editor.checks('publish').getByRole('listitem')).toHaveText([
      `The title is ${String(title.length)} characters: search results show about 60.`,
      'There is no excerpt: search results and link cards show the start of the post instead.',
      'There is no banner image: link cards show the site’s default sharing image.',
    ])
    await editor.goAheadAnyway('publish')
    await expect(new PostListPage(page).row(title)).toContainText('Published')
    const { data: stored } = await service
      .from('blog_posts')
      .select('content, published')
      .eq('slug', 'what-a-first-hire-changes')
      .single()
    expect(stored?.published).toBe(true)
    expect(stored?.content).toContain('alt="Hires per quarter, rising"')
  })

  test('photos pasted together are described one at a time, each text going to its own photo', async ({
    page,
  }) => {
    const png = readFileSync(new URL('../../fixtures/images/sample.png', import.meta.url))
    const file = (name: string) => ({ name, mimeType: 'image/png', buffer: png })
    const editor = new PostEditorPage(page)
    await editor.title.fill('Two Photos')
    await editor.content.click()
    await page.keyboard.type('Two photos from the workshop.')
    // The second photo lands while the first one's dialog is open: its upload waits until then.
    let first: string | undefined
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/storage/v1/object/blog-images/**', async (route) => {
      const name = /\/image-\d+/.exec(route.request().url())?.[0]
      first ??= name
      if (name !== first) await released
      await route.fallback()
    })

    const dialog = page.getByRole('dialog', { name: 'Alt text' })
    const alt = dialog.getByRole('textbox', { name: 'Image alt text' })
    await editor.pasteImages(file('first.png'), file('second.png'))
    await expect(dialog).toBeVisible()
    release()
    await expect(editor.content.locator('figure')).toHaveCount(2)
    await alt.fill('The first photo')
    await dialog.getByRole('button', { name: 'Save alt text' }).click()
    // Then the dialog asks about the second photo.
    await expect(alt).toHaveValue('')
    await editor.describeImage('The second photo', 'Its caption')
    expect(
      await editor.content
        .locator('figure img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['The first photo', 'The second photo'])
    await expect(editor.content.locator('figure')).toHaveText(['', 'Its caption'])
    await expect(editor.content.locator('p').first()).toHaveText('Two photos from the workshop.')
  })
})
