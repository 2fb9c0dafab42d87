import type { Page } from '@playwright/test'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'
import { BACKEND_HOST } from '../support/backendHost.ts'
import { buildSiteFrom } from '../support/builtSite.ts'
import { expect, test } from '../support/siteServer.ts'
import { CARD_TITLE, VIDEO_ID, VIDEO_TITLE } from '../../support/outside-sites.ts'

/*
 * Embeds: a YouTube link and a page's link pasted on lines of their own become a video and a
 * link card (their previews read by the link-preview function from the stand-in for the outside
 * sites), Undo brings the plain link back, the Preview shows them as the page does, and the
 * published page shows the video as a facade that loads nothing from a third party until play
 * is pressed, and then YouTube's privacy-enhanced player.
 */

// A backend of its own: publishing here never changes the demo content other tests read.
test.use({ freshBackend: ['--no-seed'], signedIn: true })

const PLAYER = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`

/** Pastes text as the browser's clipboard would give it. */
function pasteText(editor: PostEditorPage, text: string) {
  return editor.content.evaluate((root, pasted) => {
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    root.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

/** The hosts a page asks for anything, besides the site and its backend. */
function thirdPartyRequests(page: Page, ours: readonly string[]): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const { host } = new URL(request.url())
    if (request.url().startsWith('http') && !ours.includes(host)) asked.push(request.url())
  })
  return asked
}

test('a pasted YouTube link and a page’s link become a video and a card, and the video loads nothing from YouTube until played', async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(240_000)
  await page.goto('/blog-admin/new')
  const editor = new PostEditorPage(page)
  await editor.title.fill('A talk worth watching')
  await editor.addTags('Video')
  const video = editor.content.locator('figure.embed-video')
  const card = editor.content.locator('figure.embed-card')

  await test.step('a YouTube link alone on its line becomes a video; Undo gives the plain link back', async () => {
    await editor.content.click()
    await page.keyboard.insertText('Before the talk.')
    await page.keyboard.press('Enter')
    await pasteText(editor, `https://youtu.be/${VIDEO_ID}`)
    await expect(video.locator('.embed-title')).toHaveText(VIDEO_TITLE)
    await expect(video).toHaveAttribute(
      'data-embed-src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
    )
    await expect(video.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`^http://${BACKEND_HOST}/storage/v1/object/public/blog-images/embeds/`),
    )
    await page.keyboard.press('Control+z')
    await expect(video).toHaveCount(0)
    await expect(
      editor.content.getByRole('link', { name: `https://youtu.be/${VIDEO_ID}` }),
    ).toBeVisible()
    await page.keyboard.press('Control+Shift+z')
    await expect(video.locator('.embed-title')).toHaveText(VIDEO_TITLE)
  })

  await test.step('a page’s link becomes a card with its title, description, site and image', async () => {
    await editor.content.locator('p').last().click()
    await page.keyboard.insertText('And a note on it.')
    await page.keyboard.press('Enter')
    await pasteText(editor, 'https://blog.example/notes/pricing')
    await expect(card.locator('.embed-title')).toHaveText(CARD_TITLE)
    await expect(card.locator('.embed-site')).toHaveText('Blog Example')
    await expect(card.locator('img')).toHaveAttribute('src', /\/blog-images\/embeds\//)
    // Pasted inside a line of text, a link stays a link.
    await editor.content.getByText('And a note on it.').click()
    await page.keyboard.press('End')
    await pasteText(editor, ' https://blog.example/plain')
    await expect(
      editor.content.getByText('And a note on it. https://blog.example/plain'),
    ).toBeVisible()
    await expect(editor.content.locator('figure.embed')).toHaveCount(2)
  })

  await test.step('published, the page shows the facade and the card with nothing from a third party, until play', async () => {
    await editor.submit('Create Post')
    await expect(new PostListPage(page).heading).toBeVisible()
    await new PostListPage(page)
      .row('A talk worth watching')
      .getByRole('link', { name: 'Edit' })
      .click()
    await expect(editor.content.locator('figure.embed')).toHaveCount(2)
    // The Preview shows them as the page does: the video a facade, the card its title.
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const preview = page
      .getByRole('dialog', { name: 'Preview' })
      .frameLocator('iframe')
      .locator('.post-body')
    await expect(preview.locator('figure.embed-video a.embed-media')).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    )
    await expect(preview.locator('figure.embed-video iframe')).toHaveCount(0)
    await expect(preview.locator('figure.embed-card .embed-title')).toHaveText(CARD_TITLE)
    await page.keyboard.press('Escape')
    await editor.setPublished(true)
    await editor.submit('Update Post')
    await editor.goAheadAnyway('publish')
    await expect(new PostListPage(page).row('A talk worth watching')).toContainText('Published')
    const site = await buildSiteFrom(backendUrl)
    try {
      const path = `${site.url}/blog/a-talk-worth-watching`
      const ours = [new URL(site.url).host, BACKEND_HOST, new URL(backendUrl).host]
      const asked = thirdPartyRequests(page, ours)
      const played: string[] = []
      await page.route('https://www.youtube-nocookie.com/**', (route) => {
        played.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '<p>The player</p>' })
      })
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        const facade = page.locator('.post-body figure.embed-video a.embed-media')
        await expect(facade).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`)
        await expect(facade.locator('img')).toHaveJSProperty('complete', true)
        await expect(page.locator('.post-body figure.embed-card .embed-title')).toHaveText(
          CARD_TITLE,
        )
        await page.waitForLoadState('networkidle')
        const box = await facade.boundingBox()
        expect(box && Math.round((box.width / box.height) * 9)).toBe(16)
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(sideways, `at ${String(width)} px`).toBe(0)
      }
      expect(asked).toEqual([])

      await page.locator('.post-body figure.embed-video a.embed-media').click()
      const player = page.locator('.post-body figure.embed-video iframe')
      await expect(player).toHaveAttribute('src', PLAYER)
      await expect(player).toHaveAttribute('title', VIDEO_TITLE)
      await expect(
        page.frameLocator('.post-body figure.embed-video iframe').getByText('The player'),
      ).toBeVisible()
      expect(page.url()).toBe(path)
      expect(played).toEqual([PLAYER])
      expect(asked).toEqual([PLAYER])
    } finally {
      await site.close()
    }
  })
})
