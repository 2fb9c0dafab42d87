import { ownerToasts } from '../support/toasts.ts'
import { TwoFactorSettingsPage } from '../pages/TwoFactorSettingsPage.ts'
import { demoOwner, passwordSession, refreshStatus } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { authenticatorCode, signInAsOwner } from '../support/owner.ts'
import { watchButtonTops } from '../support/layout.ts'

/**
 * Sessions & Password and the authenticator list, against a backend of the test's own: every
 * session is listed with its device, one or all others can be signed out while this one carries
 * on, and a password change or any authenticator added or removed ends every other session.
 */

test.use({ freshBackend: ['--no-seed'] })

const DESKTOP_APP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) ContentManager/1.0.0 Chrome/130.0.6723.191 Electron/33.2.1 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

test('Change Password stays put while the sessions list loads: a press lands where it was aimed', async ({
  page,
}) => {
  await signInAsOwner(page)
  const changeTops = await watchButtonTops(page, 'Change Password')
  // On a laptop the list is a table; on a phone its rows are cards.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/account-security')
    await expect(page.getByRole('row').filter({ hasText: 'This device' })).toBeVisible()
    expect(await changeTops(), `at ${String(width)} px`).toHaveLength(1)
  }
})

test('every session is listed by device; the others end, this one carries on', async ({
  page,
  backendUrl,
}) => {
  await signInAsOwner(page)
  const desktop = await passwordSession(backendUrl, demoOwner, DESKTOP_APP)
  const phone = await passwordSession(backendUrl, demoOwner, IPHONE)
  await page.goto('/account-security')

  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Desktop app on macOS' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Safari on iPhone' })).toHaveCount(1)
  // This device has no 'Sign out' of its own: Sign Out in the menu does that.
  await expect(page.getByRole('button', { name: /^Sign out .*, last used / })).toHaveCount(2)

  await page.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click()
  await expect(
    ownerToasts(page).filter({ hasText: 'Signed out of Safari on iPhone.' }),
  ).toBeVisible()
  await expect(rows).toHaveCount(2)
  expect(await refreshStatus(backendUrl, phone.refresh_token)).toBe(400)
  expect(await refreshStatus(backendUrl, desktop.refresh_token)).toBe(200)

  const laptop = await passwordSession(backendUrl, demoOwner, DESKTOP_APP)
  await page.reload()
  await expect(rows).toHaveCount(3)
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(ownerToasts(page).filter({ hasText: 'Signed out everywhere else.' })).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('This device')
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled()
  expect(await refreshStatus(backendUrl, laptop.refresh_token)).toBe(400)

  // This session still stands after a reload.
  await page.reload()
  await expect(page).toHaveURL(/\/account-security$/)
  await expect(rows).toHaveCount(1)
})

test('a password change needs the current password and ends every other session', async ({
  page,
  backendUrl,
}) => {
  const newPassword = 'a quiet harbour at low tide'
  await signInAsOwner(page)
  const other = await passwordSession(backendUrl)
  await page.goto('/account-security')

  await page.getByLabel('Current password').fill('not the password at all')
  // bcrypt reads 72 bytes: 37 accented letters are 74.
  await page.getByLabel('New password', { exact: true }).fill('é'.repeat(37))
  await expect(
    page.getByText(/^Passwords can be at most 72 bytes long; this one is 74\./),
  ).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat new password').fill(newPassword)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(ownerToasts(page).filter({ hasText: /^Failed to change password: / })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'tries left' })).toHaveText(
    '4 tries left before sign-in is locked for 15 minutes.',
  )
  // Nothing typed is lost, and nothing changed.
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(newPassword)
  expect(await refreshStatus(backendUrl, other.refresh_token)).toBe(200)

  await page.getByLabel('Current password').fill(demoOwner.password)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(ownerToasts(page).filter({ hasText: 'Password changed.' })).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveValue('')
  expect(await refreshStatus(backendUrl, other.refresh_token)).not.toBe(200)
  await passwordSession(backendUrl, { email: demoOwner.email, password: newPassword })
  await expect(passwordSession(backendUrl)).rejects.toThrow('could not sign in')

  await page.reload()
  await expect(page).toHaveURL(/\/account-security$/)
  await expect(page.getByRole('row').filter({ hasText: 'This device' })).toHaveCount(1)
})

test('adding or removing an authenticator ends every other session; the last asks for a code', async ({
  page,
  backendUrl,
}) => {
  const settings = new TwoFactorSettingsPage(page)
  await signInAsOwner(page)
  await settings.open()

  let other = await passwordSession(backendUrl)
  const phoneSecret = await settings.startSetup()
  await settings.verify(authenticatorCode(phoneSecret))
  await expect(settings.enabledNotice()).toBeVisible()
  await settings.shownCodes()
  await page.getByRole('button', { name: 'I have saved my codes' }).click()
  expect(await refreshStatus(backendUrl, other.refresh_token)).toBe(400)

  other = await passwordSession(backendUrl)
  await page.getByRole('button', { name: 'Add backup authenticator' }).click()
  await page.getByLabel('Name').fill('Tablet')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const tabletSecret = (await page.locator('.admin-secret').textContent()) ?? ''
  await settings.verify(authenticatorCode(tabletSecret))
  await expect(settings.toast('Backup authenticator added.')).toBeVisible()
  await expect(settings.authenticators).toHaveCount(2)
  await expect(settings.authenticators.filter({ hasText: 'Tablet' })).toHaveCount(1)
  expect(await refreshStatus(backendUrl, other.refresh_token)).toBe(400)

  // The phone is removed with a code from the tablet, the one that stays.
  other = await passwordSession(backendUrl)
  await page.getByRole('button', { name: 'Remove Authenticator app' }).click()
  await expect(
    page.getByText(
      'To remove Authenticator app, enter a current code from another authenticator app.',
    ),
  ).toBeVisible()
  await page.getByLabel('Authentication code').fill(authenticatorCode(tabletSecret, 1))
  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(settings.toast('Authenticator removed.')).toBeVisible()
  await expect(settings.authenticators).toHaveCount(1)
  await expect(settings.authenticators).toContainText('Tablet')
  expect(await refreshStatus(backendUrl, other.refresh_token)).toBe(400)

  // Removing the last one turns two-factor off, and asks for a code first.
  await page.getByRole('button', { name: 'Remove Tablet' }).click()
  await expect(
    page.getByText(
      'To turn two-factor authentication off, enter a current code from your authenticator app.',
    ),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(settings.authenticators).toHaveCount(1)
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible()
})
