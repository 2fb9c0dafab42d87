import { localApiKeys } from '../../../supabase/local/keys.ts'
import { expect, test } from '../support/fixtures.ts'
import { tableFit } from '../support/layout.ts'

/**
 * The Media view with the files a real site has: imported posts leave long paths (a long slug,
 * a long file name), and the view still fits the window, its rows cards on a phone.
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

test('long file paths wrap: the Media view fits a laptop and a phone without sideways scroll', async ({
  page,
  backendUrl,
}) => {
  const key = localApiKeys().serviceRoleKey
  const path =
    'what-a-first-hire-changes-in-a-small-consultancy-and-what-it-does-not-2013-05-08/wp-content-uploads-2013-05-IMG_20130508_142233_HDR_edited_final_final2.png'
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' },
    body: PNG,
  })
  expect(upload.status).toBe(200)

  await page.goto('/media-admin')
  await expect(page.getByText('IMG_20130508_142233', { exact: false })).toBeVisible()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    const fit = await tableFit(page)
    expect(fit.scrolls, `the table at ${String(width)} px`).toEqual([0])
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(pageOverflow, `the page at ${String(width)} px`).toBeLessThanOrEqual(0)
  }
})
