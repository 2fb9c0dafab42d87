import { BACKEND_HOST } from '../support/backendHost.ts'
import { fastForwardUntilVisible } from '../support/clock.ts'
import { expect, test } from '../support/fixtures.ts'
import { DEMO_POST_PATH } from '../support/publicPages.ts'

/**
 * With the backend out of reach, every page says so instead of hanging or breaking. Each
 * request is refused at once; the page's clock is moved through its retries.
 */

test.beforeEach(async ({ page }) => {
  await page.route(`http://${BACKEND_HOST}/rest/v1/**`, (route) => route.abort('connectionrefused'))
  await page.clock.install()
})

test('home', async ({ page }) => {
  await page.goto('/')
  await fastForwardUntilVisible(
    page,
    page.getByText('Error loading blog posts. Please try again later.'),
  )
})

test('blog', async ({ page }) => {
  await page.goto('/blog')
  await fastForwardUntilVisible(page, page.getByRole('heading', { name: 'Error Loading Content' }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error Loading Content')
  await expect(
    page.getByText('There was an error loading the blog content. Please try again later.'),
  ).toBeVisible()
})

test('about', async ({ page }) => {
  await page.goto('/about')
  await fastForwardUntilVisible(page, page.getByText('Error loading logos'))
  await fastForwardUntilVisible(page, page.getByText('Error loading experience data'))
})

test('a post', async ({ page }) => {
  await page.goto(DEMO_POST_PATH)
  await fastForwardUntilVisible(page, page.getByRole('heading', { name: 'Error loading post' }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error loading post')
})
