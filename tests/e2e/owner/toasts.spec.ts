import { ownerToasts } from '../support/toasts.ts'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { expect, test } from '../support/fixtures.ts'
import { signInAsOwner } from '../support/owner.ts'

test.use({ freshBackend: ['--no-seed'] })

test('a new result replaces the last on the same form, and old toasts do not follow the owner around', async ({
  page,
}) => {
  await signInAsOwner(page)
  const faqs = new ResourceAdminPage(page, '/contact-faqs-admin/new')
  const toasts = ownerToasts(page)
  await faqs.open()
  await faqs.field('Question').fill('Do you work remotely?')
  await faqs.submit('Create FAQ')
  await expect(faqs.toast('Please fill in all required fields')).toBeVisible()

  await faqs.field('Answer').fill('Yes, with on-site days when they help.')
  await faqs.submit('Create FAQ')
  // The save's result is shown on the list it leads to, in place of the form's earlier error.
  await expect(page).toHaveURL(/\/contact-faqs-admin$/)
  // One line that names the item and the action: no 'Success' heading, no sentence repeating it.
  await expect(toasts).toHaveText(['FAQ created successfully'])

  await page.getByRole('link', { name: /^Edit/ }).click()
  await expect(faqs.heading).toHaveText('Edit FAQ')
  await expect(toasts).toHaveCount(0)
})
