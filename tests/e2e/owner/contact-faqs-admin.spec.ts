import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { expect, test } from '../support/fixtures.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

test('create, edit, deactivate and delete a contact FAQ', async ({ page }) => {
  const faqs = new ResourceAdminPage(page, '/contact-faqs-admin')
  await test.step('the empty list says how to start, and the new form opens with its defaults', async () => {
    await faqs.open()
    await expect(faqs.heading).toHaveText('Contact FAQ Management')
    await expect(
      page.getByText('Manage the frequently asked questions shown on the contact page'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(
      page.getByText('No FAQs found. Create your first FAQ to get started.'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Add FAQ' }).click()
    await expect(page).toHaveURL(/\/contact-faqs-admin\/new$/)
    await expect(faqs.heading).toHaveText('Create New FAQ')
    await expect(page.getByRole('heading', { name: 'FAQ Details' })).toBeVisible()
    await expect(page.getByText('Enter the FAQ information')).toBeVisible()
    await expect(faqs.field('Display Order')).toHaveAttribute('placeholder', 'Last')
    await expect(faqs.field('Active')).toBeChecked()
  })

  await test.step('the form keeps what was typed and asks for what is missing', async () => {
    await faqs.field('Question').fill('Do you work remotely?')
    await faqs.submit('Create FAQ')
    await expect(faqs.toast('Please fill in all required fields')).toBeVisible()
    await expect(faqs.field('Question')).toHaveValue('Do you work remotely?')
  })

  await test.step('a new FAQ shows in the list and on the contact page', async () => {
    await faqs.field('Answer').fill('Yes, with on-site days when they help.')
    await faqs.field('Display Order').fill('3')
    await faqs.submit('Create FAQ')
    await expect(faqs.toast('FAQ created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/contact-faqs-admin$/)
    await expect(page.getByRole('heading', { name: 'FAQs (1)' })).toBeVisible()
    const row = faqs.row('Do you work remotely?')
    // The first cell holds the row's drag handle.
    await expect(row.locator('td')).toHaveText([
      '',
      'Do you work remotely?',
      'Yes, with on-site days when they help.',
      '3',
      'Active',
      /Edit/,
    ])
    await expect(row.getByTitle('Yes, with on-site days when they help.')).toBeVisible()

    await page.goto('/contact')
    await expect(page.getByText('Do you work remotely?')).toBeVisible()
  })

  await test.step('an FAQ made inactive leaves the contact page', async () => {
    await faqs.open()
    await faqs.edit('Do you work remotely?')
    await expect(faqs.heading).toHaveText('Edit FAQ')
    await expect(page.getByText('Update the FAQ information')).toBeVisible()
    await expect(faqs.field('Answer')).toHaveValue('Yes, with on-site days when they help.')
    await faqs.field('Question').fill('Do you work with remote teams?')
    await faqs.setSwitch('Active', false)
    await faqs.submit('Update FAQ')
    await expect(faqs.toast('FAQ updated successfully')).toBeVisible()
    await expect(faqs.row('Do you work with remote teams?')).toContainText('Inactive')

    const faqsAnswered = page.waitForResponse((response) =>
      response.url().includes('/rest/v1/contact_faqs'),
    )
    await page.goto('/contact')
    await faqsAnswered
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
    await expect(page.getByText('Do you work with remote teams?')).toHaveCount(0)
  })

  await test.step('deleting asks first, naming the FAQ', async () => {
    await faqs.open()
    const question = await faqs.delete('Do you work with remote teams?')
    expect(question).toContain('Are you sure you want to delete this FAQ?')
    // It names the FAQ it is about.
    expect(question).toContain('the FAQ "Do you work with remote teams?"')
    await expect(faqs.toast('FAQ deleted successfully')).toBeVisible()
    await expect(
      page.getByText('No FAQs found. Create your first FAQ to get started.'),
    ).toBeVisible()
  })
})

test('a save that cannot reach the backend keeps the form and says so', async ({
  page,
  stopBackend,
}) => {
  const faqs = new ResourceAdminPage(page, '/contact-faqs-admin/new')
  await faqs.open()
  await faqs.field('Question').fill('What does a first call cost?')
  await faqs.field('Answer').fill('Nothing: the first 30 minutes are free.')
  await stopBackend()
  await faqs.submit('Create FAQ')
  await expect(faqs.toast('Failed to create FAQ')).toContainText(
    'The server could not be reached. Check your connection and try again.',
  )
  await expect(page).toHaveURL(/\/contact-faqs-admin\/new$/)
  await expect(faqs.field('Question')).toHaveValue('What does a first call cost?')
  await expect(faqs.field('Answer')).toHaveValue('Nothing: the first 30 minutes are free.')
  // Nothing was restored: the form holds what was typed in this visit.
  await expect(page.getByText(/^Restored your unsaved changes/)).toHaveCount(0)
})
