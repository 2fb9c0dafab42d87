import { expect, test } from '../support/fixtures.ts'

/* An address of an item that does not exist says so plainly, with a way back, never a raw error. */

test.use({ signedIn: true })

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead'

test('a post that does not exist: Post not found, and back to the list', async ({ page }) => {
  for (const id of [UNKNOWN_ID, 'not-a-post']) {
    await page.goto(`/blog-admin/edit/${id}`)
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible()
    await expect(page.getByText(/coerce|JSON|uuid/i)).toHaveCount(0)
  }
  // The not-found state's own way back, after the header's.
  await page.getByRole('link', { name: 'Back to Admin' }).last().click()
  await expect(page).toHaveURL(/\/blog-admin$/)
})

test('a service that does not exist: Service not found, and back to the list', async ({ page }) => {
  await page.goto(`/services-admin/edit/${UNKNOWN_ID}`)
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Service Management' }).last().click()
  await expect(page).toHaveURL(/\/services-admin$/)
})
