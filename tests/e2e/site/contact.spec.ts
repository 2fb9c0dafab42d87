import { randomUUID } from 'node:crypto'
import { ContactPage } from '../pages/ContactPage.ts'
import { demoOwner, mailTo, ownerData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { openWithScriptsHeld } from '../support/heldScripts.ts'

const valid = () => ({
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: `ada-${randomUUID().slice(0, 8)}@example.com`,
  'Company (optional)': 'Analytical Engines',
  Subject: `Scaling ${randomUUID().slice(0, 8)}`,
  Message: 'We are growing quickly and would like to talk.',
})

test('says what is missing, and keeps what was typed', async ({ page }) => {
  const contact = new ContactPage(page)
  await contact.open('/contact')
  await contact.fill({ 'First name': 'Ada', Email: 'not-an-email' })
  await contact.send.click()
  await expect(page.getByText('Last name is required.')).toBeVisible()
  await expect(page.getByText('Email must be a valid email address.')).toBeVisible()
  await expect(page.getByText('Subject is required.')).toBeVisible()
  await expect(page.getByText('Message is required.')).toBeVisible()
  await expect(contact.field('First name')).toHaveValue('Ada')
  await expect(contact.field('Last name')).toBeFocused()
})

test('a pasted message over the limit is kept whole and counted, and is not sent', async ({
  page,
}) => {
  const contact = new ContactPage(page)
  await contact.open('/contact')
  await contact.fill({ ...valid(), Message: '' })
  const pasted = 'We are growing quickly. '.repeat(417).slice(0, 10_000)
  const message = contact.field('Message')
  await message.focus()
  await page.keyboard.insertText(pasted)
  await expect(message).toHaveValue(pasted)
  await expect(contact.form.getByText('10,000 / 5,000')).toBeVisible()

  await contact.send.click()
  await expect(message).toBeFocused()
  await expect(message).toHaveAccessibleDescription(
    'Message must be at most 5000 characters. 10,000 / 5,000',
  )
  await expect(message).toHaveValue(pasted)
})

test(
  'sends a message: stored for the owner, mailed to them, and the form cleared',
  { tag: '@smoke' },
  async ({ page, backendUrl }) => {
    const contact = new ContactPage(page)
    const message = valid()
    await contact.open('/contact')
    await contact.fill(message)
    await contact.send.click()
    await expect(contact.toasts).toContainText('Message sent successfully!')
    await expect(contact.toasts).toContainText(
      "Thank you for reaching out. I'll get back to you within 24 hours.",
    )
    await expect(contact.field('First name')).toHaveValue('')

    const owner = await ownerData(backendUrl)
    const { data } = await owner
      .from('contact_submissions')
      .select('email, message')
      .eq('subject', message.Subject)
    expect(data).toEqual([{ email: message.Email, message: message.Message }])
    const [mail] = await mailTo(backendUrl, demoOwner.email).then((mails) =>
      mails.filter((m) => m.subject.includes(message.Subject)),
    )
    expect(mail?.replyTo).toBe(message.Email)
  },
)

test('keeps the form and says so when the message cannot be sent', async ({ page }) => {
  const contact = new ContactPage(page)
  await page.route('**/functions/v1/send-contact-email', (route) =>
    route.abort('connectionrefused'),
  )
  await contact.open('/contact')
  const message = valid()
  await contact.fill(message)
  await contact.send.click()
  await expect(contact.toasts).toContainText('Error sending message')
  await expect(contact.toasts).toContainText(
    'There was a problem sending your message. Please try again or contact me directly.',
  )
  await expect(contact.field('Subject')).toHaveValue(message.Subject)
})

test('what is typed before the page has hydrated is kept', async ({ page }) => {
  const contact = new ContactPage(page)
  // The page's scripts wait until the first name is typed, as on a slow connection.
  const release = await openWithScriptsHeld(page, '/contact')
  await contact.field('First name').fill('Ada')
  await release()
  await page.waitForLoadState('networkidle')
  // Typing elsewhere re-renders the hydrated form: the early text must survive it.
  await contact.field('Last name').fill('Lovelace')
  await expect(contact.field('First name')).toHaveValue('Ada')
})

test('Enter before the page has hydrated sends nothing and keeps the text out of the address', async ({
  page,
}) => {
  const contact = new ContactPage(page)
  const release = await openWithScriptsHeld(page, '/contact')
  await contact.field('Subject').fill('Private plans')
  await contact.field('Subject').press('Enter')
  await release()
  await page.waitForLoadState('networkidle')
  expect(page.url()).not.toContain('Private')
  await expect(contact.field('Subject')).toHaveValue('Private plans')
})
