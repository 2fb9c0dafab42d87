import { BACKEND_HOST } from '../support/backendHost.ts'
import { expect, test } from '../support/fixtures.ts'

/** With the backend out of reach, every page says so instead of hanging or breaking. */

test.beforeEach(async ({ page }) => {
  await page.route(`http://${BACKEND_HOST}/rest/v1/**`, (route) => route.abort('connectionrefused'))
})

test('home', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Error loading blog posts. Please try again later.')).toBeVisible()
})

test('blog', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error Loading Content')
  await expect(
    page.getByText('There was an error loading the blog content. Please try again later.'),
  ).toBeVisible()
})

test('about', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByText('Error loading logos')).toBeVisible()
  await expect(page.getByText('Error loading experience data')).toBeVisible()
})

test('a post', async ({ page }) => {
  await page.goto('/blog/the-scale-up-gap')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error loading post')
})
