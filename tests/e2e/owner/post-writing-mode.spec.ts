import { PostEditorPage } from '../pages/PostAdminPages.ts'
import { expect, test } from '../support/siteServer.ts'

/*
 * Room to write: the spec's 400 px box by default; Writing mode grows the editor with a long
 * post under a toolbar kept in view, Full window covers the window, Esc goes back to the box,
 * and the cursor stays clear of the window's bottom edge while typing. Nothing typed is lost.
 */

const PARAGRAPHS = Array.from(
  { length: 60 },
  (_, index) => `Paragraph ${String(index + 1)}: strategy needs patience and a clear head.`,
)

test.use({ signedIn: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/blog-admin/new')
})

test('writing mode grows the editor under a toolbar in view, full window fills it, Esc goes back', async ({
  page,
}) => {
  const editor = new PostEditorPage(page)
  const box = page.locator('.rich-text-editor .ql-container')
  const frame = page.locator('.rich-text-editor .quill')
  const writingMode = editor.toolbar.getByRole('button', { name: 'Writing mode' })
  const fullWindow = editor.toolbar.getByRole('button', { name: 'Full window' })
  const height = async () => (await box.boundingBox())?.height ?? 0

  await editor.content.click()
  await editor.content.evaluate(
    (root, html) => {
      const data = new DataTransfer()
      data.setData('text/html', html)
      root.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    },
    PARAGRAPHS.map((text) => `<p>${text}</p>`).join(''),
  )
  await expect(editor.content.locator('p')).toHaveText(PARAGRAPHS)
  expect(await height()).toBe(400)
  await expect(writingMode).toHaveAttribute('aria-pressed', 'false')
  await expect(writingMode).toHaveAttribute('aria-keyshortcuts', /Control\+Shift\+E/)

  await test.step('Writing mode grows the editor with its text; the toolbar stays in view', async () => {
    await writingMode.click()
    await expect(writingMode).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(height).toBeGreaterThan(1500)
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 2)
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const toolbar = await editor.toolbar.boundingBox()
    expect(toolbar?.y).toBe(0)
    await expect(editor.toolbar).toBeInViewport({ ratio: 1 })
  })

  await test.step('typing at the window’s bottom edge keeps the cursor clear of it', async () => {
    const last = editor.content.locator('p').last()
    await last.evaluate((paragraph) => {
      window.scrollBy(0, paragraph.getBoundingClientRect().bottom - window.innerHeight + 4)
    })
    await last.click()
    await page.keyboard.press('End')
    for (const line of ['First new line.', 'Second new line.', 'Third new line.']) {
      await page.keyboard.press('Enter')
      await page.keyboard.type(line)
    }
    const clearance = await page.evaluate(() => {
      const caret = window.getSelection()?.getRangeAt(0).getBoundingClientRect()
      return window.innerHeight - (caret?.bottom ?? window.innerHeight)
    })
    expect(clearance).toBeGreaterThanOrEqual(48)
  })

  await test.step('Full window, from its keys, fills the window', async () => {
    await page.keyboard.press('Control+Shift+Enter')
    await expect(fullWindow).toHaveAttribute('aria-pressed', 'true')
    await expect(writingMode).toHaveAttribute('aria-pressed', 'false')
    const viewport = page.viewportSize()
    await expect
      .poll(() => frame.boundingBox())
      .toEqual({
        x: 0,
        y: 0,
        width: viewport?.width,
        height: viewport?.height,
      })
    await page.keyboard.type(' Typed in full window.')
  })

  await test.step('Esc goes back to the 400 px box with everything typed', async () => {
    await page.keyboard.press('Escape')
    await expect(fullWindow).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(height).toBe(400)
    await expect(editor.content.locator('p')).toHaveText([
      ...PARAGRAPHS,
      'First new line.',
      'Second new line.',
      'Third new line. Typed in full window.',
    ])
    await page.keyboard.press('Control+Shift+E')
    await expect(writingMode).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Control+Shift+E')
    await expect(writingMode).toHaveAttribute('aria-pressed', 'false')
  })
})
