import { ownerToasts } from '../support/toasts.ts'
import { TwoFactorSettingsPage } from '../pages/TwoFactorSettingsPage.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { demoOwner } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { authenticatorCode, signInAsOwner } from '../support/owner.ts'

test.use({ freshBackend: ['--no-seed'] })

test(
  'turn on two-factor, sign out, and sign back in with password and code',
  { tag: '@smoke' },
  async ({ page }) => {
    await signInAsOwner(page)
    await page.goto('/two-factor-settings')
    await page.getByRole('button', { name: 'Setup 2FA' }).click()
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    const secret = (await page.locator('.admin-secret').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    const enable = page.getByRole('button', { name: 'Verify & Enable' })
    await expect(enable).toBeDisabled()
    await page.getByLabel('Verification code').fill(authenticatorCode(secret))
    await enable.click()
    // Said beside the recovery codes, which are shown only once: no toast covers them.
    await expect(new TwoFactorSettingsPage(page).enabledNotice()).toBeVisible()
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible()
    await expect(ownerToasts(page)).toHaveCount(0)
    await expect(page.getByText('Two-factor authentication is on')).toBeVisible()

    await page.getByRole('button', { name: 'Admin' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0)

    const signIn = new SignInPage(page)
    await signIn.open()
    await signIn.submitCredentials(demoOwner.email, demoOwner.password)
    await expect(signIn.heading).toHaveText('Two-Factor Authentication')

    // Until the code is given, the admin stays closed.
    await page.goto('/blog-admin')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(signIn.heading).toHaveText('Two-Factor Authentication')

    await signIn.code.fill('12a3')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Please enter a 6-digit code')).toBeVisible()

    const right = authenticatorCode(secret, 1)
    await signIn.submitCode(right === '000000' ? '111111' : '000000')
    await expect(signIn.toast('Invalid verification code. Please try again.')).toBeVisible()
    await expect(signIn.code).toHaveValue('')

    await signIn.submitCode(right)
    // The owner lands where they were going, with the confirmation (lost-phone.spec.ts lands on
    // the home page, outside the owner's screens).
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible()
    await expect(page).toHaveURL(/\/blog-admin$/)
    await expect(signIn.toast('2FA verification successful!')).toBeVisible()
  },
)

test('cancelling the code step signs out and clears the form', async ({ page }) => {
  await signInAsOwner(page)
  await page.goto('/two-factor-settings')
  await page.getByRole('button', { name: 'Setup 2FA' }).click()
  const secret = (await page.locator('.admin-secret').textContent()) ?? ''
  await page.getByLabel('Verification code').fill(authenticatorCode(secret))
  await page.getByRole('button', { name: 'Verify & Enable' }).click()
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible()
  await page.evaluate(() => {
    localStorage.clear()
  })

  const signIn = new SignInPage(page)
  await signIn.open()
  await signIn.submitCredentials(demoOwner.email, demoOwner.password)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(signIn.heading).toHaveText('Admin Login')
  await expect(signIn.email).toHaveValue('')
})
