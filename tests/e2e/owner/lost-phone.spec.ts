import { ownerToasts } from '../support/toasts.ts'
import { readFile } from 'node:fs/promises'
import { localApiKeys } from '../../../supabase/local/keys.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { SitePage } from '../pages/SitePage.ts'
import { TwoFactorSettingsPage } from '../pages/TwoFactorSettingsPage.ts'
import { demoOwner, passwordSession, refreshStatus } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { authenticatorCode, signInAsOwner } from '../support/owner.ts'

/**
 * The owner loses the phone with the authenticator: a recovery code, with the password, lets them
 * in once, the lost authenticator is gone, every other session has ended, and a new
 * authenticator brings new codes. The used code is refused afterwards.
 */

test.use({ freshBackend: ['--no-seed'] })

const keys = localApiKeys()

test('a recovery code replaces a lost phone, once', async ({ page, backendUrl }) => {
  const settings = new TwoFactorSettingsPage(page)
  const signIn = new SignInPage(page)
  const factorsOf = async (userId: string) => {
    const response = await fetch(`${backendUrl}/auth/v1/admin/users/${userId}/factors`, {
      headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
    })
    return ((await response.json()) as { id: string }[]).map((factor) => factor.id)
  }

  const { lostSecret, codes } =
    await test.step('setting up an authenticator shows recovery codes to download', async () => {
      await signInAsOwner(page)
      await settings.open()
      const lostSecret = await settings.startSetup()
      await settings.verify(authenticatorCode(lostSecret))
      await expect(settings.enabledNotice()).toBeVisible()
      await expect(page.getByText('Two-factor authentication is on')).toBeVisible()
      const codes = await settings.shownCodes()
      for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/)

      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download codes' }).click()
      const file = await readFile(await (await download).path(), 'utf8')
      expect(file).toContain(`Recovery codes for ${demoOwner.email}`)
      for (const code of codes) expect(file).toContain(code)
      await page.getByRole('button', { name: 'I have saved my codes' }).click()
      await expect(settings.recoveryCodes).toHaveCount(0)
      await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible()
      return { lostSecret, codes }
    })

  const [code = ''] = codes
  const { userId, lostFactor } =
    await test.step('a recovery code signs in and ends every other session', async () => {
      // Another device holds a session; the phone is then lost.
      const otherDevice = await passwordSession(backendUrl)
      const userId = (otherDevice.user as { id: string }).id
      const [lostFactor] = await factorsOf(userId)
      await page.getByRole('button', { name: 'Admin' }).click()
      await page.getByRole('button', { name: 'Sign Out' }).click()
      await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0)

      await signIn.open()
      await signIn.submitCredentials(demoOwner.email, demoOwner.password)
      await expect(signIn.heading).toHaveText('Two-Factor Authentication')
      await signIn.submitRecoveryCode(code)
      await expect(page).toHaveURL(/\/two-factor-settings$/)
      await expect(
        signIn.toast('Signed in with a recovery code. Set up a new authenticator now.'),
      ).toBeVisible()
      // Said once: the sign-in's own confirmation does not repeat it.
      await expect(ownerToasts(page)).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'Set up a new authenticator' })).toBeVisible()

      // The other device's session has ended.
      expect(await refreshStatus(backendUrl, otherDevice.refresh_token)).toBe(400)
      return { userId, lostFactor }
    })

  // A new authenticator on the new phone, with new codes; the lost one is gone.
  const newSecret =
    await test.step('a new authenticator replaces the lost one, with new codes', async () => {
      const newSecret = await settings.startSetup()
      expect(newSecret).not.toBe(lostSecret)
      await settings.verify(authenticatorCode(newSecret))
      await expect(settings.enabledNotice()).toBeVisible()
      const newCodes = await settings.shownCodes()
      expect(newCodes).not.toContain(code)
      await page.getByRole('button', { name: 'I have saved my codes' }).click()
      await expect(settings.authenticators).toHaveCount(1)
      const factors = await factorsOf(userId)
      expect(factors).toHaveLength(1)
      expect(factors).not.toContain(lostFactor)
      return newSecret
    })

  await test.step('the used recovery code is refused the second time', async () => {
    await page.getByRole('button', { name: 'Admin' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0)
    await signIn.open()
    await signIn.submitCredentials(demoOwner.email, demoOwner.password)
    await signIn.submitRecoveryCode(code)
    await expect(signIn.toast('Invalid recovery code. Please try again.')).toBeVisible()
    await expect(page.getByLabel('Recovery code')).toHaveValue('')
    await expect(signIn.heading).toHaveText('Two-Factor Authentication')
  })

  // The new phone signs in. The owner lands on the home page, outside the owner's screens,
  // and the confirmation goes with them.
  await test.step('the new phone signs in', async () => {
    await page.getByRole('button', { name: 'Use your authenticator app instead' }).click()
    await signIn.submitCode(authenticatorCode(newSecret, 1))
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(new SitePage(page).toasts).toContainText('2FA verification successful!')
    await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible()
  })
})
