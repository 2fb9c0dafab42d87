import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { fileForPath } from '../../../site/prerender/publicPaths.ts'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'
import { serviceData } from '../support/backend.ts'
import { buildSiteFrom } from '../support/builtSite.ts'
import { expect, test } from '../support/siteServer.ts'

/*
 * The editor's blocks (a quote with its citation, labelled code, a divider, a table with its
 * header row) made with the toolbar, and pasting: each block kept from the editor to the
 * Preview and the prerendered post page, where a wide table or code scrolls inside itself.
 */

// A backend of its own: publishing here never changes the demo content other tests read.
test.use({ freshBackend: ['--no-seed'], signedIn: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/blog-admin/new')
})

/** Wider than a phone's column: a table cell or a code line this long cannot wrap. */
const WIDE = 'ScaleUpGapBetweenFoundersAndFirstManagersInYearThreeOfTheFirm'
const LONG_CODE = `    return sum(items)  # ${'the total of every invoice in the quarter, '.repeat(2)}`

/** Selects the text of the editor's line that says `text`, and gives it a toolbar button's format. */
async function formatLine(editor: PostEditorPage, text: string, button: string): Promise<void> {
  await editor.content.getByText(text, { exact: true }).selectText()
  await editor.toolbar.getByRole('button', { name: button, exact: true }).click()
}

/** Clicks a cell of the editor's table and types into it. */
async function fillCell(editor: PostEditorPage, index: number, text: string): Promise<void> {
  await editor.content.locator('td').nth(index).click()
  await editor.page.keyboard.type(text)
}

/** How far the page and each of the post's tables and code blocks scroll sideways. */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    blocks: [...document.querySelectorAll('.post-body :is(table, pre)')].map((block) => ({
      scrolls: block.scrollWidth > block.clientWidth,
      right: block.getBoundingClientRect().right,
    })),
  }))
}

test('a post with every block keeps each one from the editor to the Preview and the post page', async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(240_000)
  const editor = new PostEditorPage(page)
  await editor.title.fill('Blocks for a long read')
  await editor.addTags('Writing')

  await test.step('the toolbar makes each block, its buttons named and reached by keyboard', async () => {
    await editor.content.click()
    for (const line of [
      'Why this matters.',
      'Simple things should be simple.',
      'Alan Kay',
      'def total(items):',
      LONG_CODE,
      'After the code.',
    ]) {
      await page.keyboard.insertText(line)
      await page.keyboard.press('Enter')
    }
    await formatLine(editor, 'Simple things should be simple.', 'Quote')
    await formatLine(editor, 'Alan Kay', 'Quote')
    await formatLine(editor, 'Alan Kay', 'Quote citation')
    await editor.content.getByText('def total(items):', { exact: true }).selectText()
    await editor.pick('Code block', 'Python')
    await editor.content.getByText(LONG_CODE.trim()).selectText()
    await editor.pick('Code block', 'Python')

    // The divider from the keyboard: Tab reaches the toolbar's buttons, Enter presses one.
    await editor.content.getByText('After the code.', { exact: true }).click()
    await page.keyboard.press('Home')
    const divider = editor.toolbar.getByRole('button', { name: 'Divider' })
    await divider.focus()
    await page.keyboard.press('Enter')
    await expect(editor.content.locator('hr')).toHaveCount(1)

    await editor.content.locator('p').last().click()
    await editor.toolbar.getByRole('button', { name: 'Add table row' }).click()
    await expect(editor.toast('Please put the cursor in a table first')).toBeVisible()
    await editor.toolbar.getByRole('button', { name: 'Insert table' }).click()
    await expect(editor.content.locator('tr')).toHaveCount(3)
    await fillCell(editor, 8, 'x')
    await editor.toolbar.getByRole('button', { name: 'Delete table column' }).click()
    await editor.toolbar.getByRole('button', { name: 'Delete table row' }).click()
    await expect(editor.content.locator('tr')).toHaveCount(2)
    await expect(editor.content.locator('td')).toHaveCount(4)
    await fillCell(editor, 0, 'Plan')
    await fillCell(editor, 1, 'Price')
    await fillCell(editor, 2, WIDE)
    await fillCell(editor, 3, '£900')
    await editor.toolbar.getByRole('button', { name: 'Add table column' }).click()
    await expect(editor.content.locator('td')).toHaveCount(6)
    await editor.content.locator('td').nth(2).click()
    await editor.toolbar.getByRole('button', { name: 'Delete table column' }).click()
    await expect(editor.content.locator('td')).toHaveCount(4)
  })

  const blocks =
    '<p>Why this matters.</p>' +
    '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>' +
    `<pre data-language="python">\ndef total(items):\n${LONG_CODE}\n</pre>` +
    '<hr><p>After the code.</p>' +
    `<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>${WIDE}</td><td>£900</td></tr></tbody></table>`

  await test.step('saved as the blocks, and opened again unchanged', async () => {
    await editor.submit('Create Post')
    await expect(new PostListPage(page).heading).toBeVisible()
    const stored = async () => {
      const { data } = await serviceData(backendUrl)
        .from('blog_posts')
        .select('id, content')
        .eq('slug', 'blocks-for-a-long-read')
        .single()
      if (!data) throw new Error('The post was not stored')
      return data
    }
    const saved = await stored()
    expect(saved.content).toContain(blocks)
    await page.goto(`/blog-admin/edit/${saved.id}`)
    await expect(editor.content.locator('cite')).toHaveText('Alan Kay')
    // A change and its undoing: the editor writes what it read, and saving stores it again.
    await editor.content.locator('p').first().click()
    await page.keyboard.press('End')
    await page.keyboard.insertText('!')
    await page.keyboard.press('Backspace')
    await editor.submit('Update Post')
    await expect(new PostListPage(page).heading).toBeVisible()
    expect((await stored()).content).toBe(saved.content)
    await page.goto(`/blog-admin/edit/${saved.id}`)
  })

  await test.step('the Preview shows each block in the site’s styles', async () => {
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const preview = page
      .getByRole('dialog', { name: 'Preview' })
      .frameLocator('iframe')
      .locator('.post-body')
    await expect(preview.locator('blockquote cite')).toHaveText('Alan Kay')
    await expect(preview.locator('pre')).toHaveAttribute('data-language', 'python')
    await expect(preview.locator('hr')).toHaveCount(1)
    await expect(preview.locator('th')).toHaveText(['Plan', 'Price'])
    await page.keyboard.press('Escape')
  })

  await test.step('published, the prerendered page and the feed carry each block; only the blocks scroll sideways', async () => {
    await editor.setPublished(true)
    await editor.submit('Update Post')
    await editor.goAheadAnyway('publish')
    await expect(new PostListPage(page).row('Blocks for a long read')).toContainText('Published')
    const site = await buildSiteFrom(backendUrl)
    try {
      const path = '/blog/blocks-for-a-long-read'
      const prerendered = readFileSync(join(site.dir, fileForPath(path)), 'utf8')
      // As the page's HTML writes it: a line break just after <pre> is not part of the code.
      const sanitised = blocks.replace(
        '<pre data-language="python">\n',
        '<pre data-language="python">',
      )
      expect(prerendered).toContain(sanitised)
      const feed = readFileSync(join(site.dir, 'rss.xml'), 'utf8')
      expect(feed).toContain(sanitised)

      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(`${site.url}${path}`)
          await expect(page.locator('.post-body th')).toHaveText(['Plan', 'Price'])
          await expect(page.locator('.post-body blockquote cite')).toHaveText('Alan Kay')
          const scroll = await sidewaysScroll(page)
          expect(scroll.page, `${colorScheme} at ${String(width)} px`).toBe(0)
          for (const block of scroll.blocks) expect(block.right).toBeLessThanOrEqual(width)
          // On a phone the wide table and the long line of code scroll inside themselves.
          if (width === 375)
            expect(scroll.blocks.map((block) => block.scrolls)).toEqual([true, true])
        }
      }
    } finally {
      await site.close()
    }
  })
})

test('pasting keeps headings, lists, links, emphasis and tables, and Ctrl+Shift+V pastes plain text', async ({
  page,
}) => {
  const editor = new PostEditorPage(page)
  const googleDocs = readFileSync(
    resolve(import.meta.dirname, '../../fixtures/paste/google-docs.html'),
    'utf8',
  )
  const paste = (html: string, text: string) =>
    editor.content.evaluate(
      (root, clipboard) => {
        const data = new DataTransfer()
        data.setData('text/html', clipboard.html)
        data.setData('text/plain', clipboard.text)
        root.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        )
      },
      { html, text },
    )

  await editor.content.click()
  await paste(googleDocs, 'Pricing for growth')
  await expect(editor.content.locator('h1')).toHaveText('Pricing for growth')
  await expect(editor.content.locator('strong').first()).toHaveText('value')
  await expect(editor.content.locator('em')).toHaveText('hours')
  await expect(editor.content.locator('a')).toHaveAttribute('href', 'https://example.org/pricing')
  await expect(editor.content.locator('li')).toHaveText(['Audit', 'Retainer'])
  await expect(editor.content.locator('td')).toHaveCount(4)
  await expect(
    editor.content.locator('[style], [class*="ql-font"], [class*="ql-size"], span:not(.ql-ui)'),
  ).toHaveCount(0)

  // The browser's own clipboard and keys: Ctrl+Shift+V pastes its text, Ctrl+V its structure.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() =>
    navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob(['<h2 style="color:red">Loud</h2>'], { type: 'text/html' }),
        'text/plain': new Blob(['Quiet words'], { type: 'text/plain' }),
      }),
    ]),
  )
  await editor.content.locator('p').last().click()
  await page.keyboard.press('Control+Shift+V')
  await expect(editor.content.locator('p').last()).toHaveText('Quiet words')
  await expect(editor.content.getByText('Loud')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+V')
  await expect(editor.content.locator('h2', { hasText: 'Loud' })).not.toHaveAttribute('style')
})
