import { ownerToast } from '../support/toasts.ts'
import { type Locator, type Page, expect } from '@playwright/test'

/** /two-factor-settings: authenticator apps and recovery codes. */
export class TwoFactorSettingsPage {
  readonly recoveryCodes: Locator
  readonly authenticators: Locator

  constructor(readonly page: Page) {
    this.recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    this.authenticators = page
      .getByRole('region', { name: 'Authenticator apps' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
  }

  async open(): Promise<void> {
    await this.page.goto('/two-factor-settings')
  }

  /** 'Enabled', said beside the fresh recovery codes rather than over them in a toast. */
  enabledNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: '2FA enabled successfully!' })
  }

  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }

  /** Starts setting up an authenticator with 'Setup 2FA'; the secret its QR code holds. */
  async startSetup(): Promise<string> {
    await this.page.getByRole('button', { name: 'Setup 2FA' }).click()
    await expect(
      this.page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    return (await this.page.locator('.admin-secret').textContent()) ?? ''
  }

  async verify(code: string): Promise<void> {
    await this.page.getByLabel('Verification code').fill(code)
    await this.page.getByRole('button', { name: 'Verify & Enable' }).click()
  }

  /** The recovery codes on screen, as shown once after two-factor is turned on. */
  async shownCodes(): Promise<string[]> {
    await expect(this.recoveryCodes).toHaveCount(10)
    return (await this.recoveryCodes.allTextContents()).map((code) => code.trim())
  }
}
