import { readFile } from 'node:fs/promises'
import { ContactPage } from '../pages/ContactPage.ts'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { createSubscribers } from '../../support/factories/newsletterSubscribers.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

test('subscribers: the confirmed count, a CSV export, and removal', async ({
  page,
  backendUrl,
}) => {
  await createSubscribers(serviceData(backendUrl), [
    { email: 'reader@example.com', confirmed_at: '2026-11-01T09:30:00Z' },
    { email: 'maybe@example.com', status: 'pending' },
  ])
  const subscribers = new ResourceAdminPage(page, '/subscribers-admin')
  await subscribers.open()
  await expect(page.getByRole('heading', { name: 'Subscribers (2) · 1 confirmed' })).toBeVisible()
  await expect(subscribers.row('reader@example.com')).toContainText('Confirmed')
  await expect(subscribers.row('maybe@example.com')).toContainText('Pending')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await file.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('email,status,signed_up_at,confirmed_at,unsubscribed_at')
  expect(csv).toContain('reader@example.com,confirmed,')
  expect(csv).toContain('2026-11-01T09:30:00')

  expect(await subscribers.delete('maybe@example.com', /^Remove/)).toContain(
    'Are you sure you want to remove this subscriber?',
  )
  await expect(subscribers.toast('Subscriber removed successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Subscribers (1) · 1 confirmed' })).toBeVisible()
})

test('an enquiry sent from /contact is waiting in Enquiries', async ({ page }) => {
  const contact = new ContactPage(page)
  await contact.open('/contact')
  await contact.fill({
    'First name': 'Grace',
    'Last name': 'Hopper',
    Email: 'grace@example.com',
    Subject: 'Compiler strategy',
    Message: 'Could we talk about\nour roadmap next week?',
  })
  await contact.send.click()
  await expect(contact.toasts).toContainText('Message sent successfully!')

  const enquiries = new ResourceAdminPage(page, '/enquiries-admin')
  await enquiries.open()
  await expect(page.getByRole('heading', { name: 'Enquiries (1)' })).toBeVisible()
  await expect(enquiries.row('Grace Hopper')).toContainText('Compiler strategy')

  await enquiries
    .row('Grace Hopper')
    .getByRole('button', { name: 'Read the enquiry from Grace Hopper' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Compiler strategy' })
  await expect(dialog).toContainText('Could we talk about\nour roadmap next week?')
  await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com?subject=Re%3A%20Compiler%20strategy',
  )
  await page.keyboard.press('Escape')

  expect(await enquiries.delete('Grace Hopper')).toContain(
    'Are you sure you want to delete this enquiry?',
  )
  await expect(enquiries.toast('Enquiry deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No enquiries yet' })).toBeVisible()
})
