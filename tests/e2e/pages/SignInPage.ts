import { ownerToast } from '../support/toasts.ts'
import type { Locator, Page } from '@playwright/test'

/** /auth: 'Admin Login' or 'Create Admin Account', then the two-factor code step. */
export class SignInPage {
  readonly heading: Locator
  readonly email: Locator
  readonly password: Locator
  readonly code: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.email = page.getByLabel('Email')
    this.password = page.getByLabel('Password')
    this.code = page.getByLabel('Authentication code')
  }

  /** The toast with this text. */
  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }

  async open(): Promise<void> {
    await this.page.goto('/auth')
  }

  async submitCredentials(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.page.getByRole('button', { name: /^(Sign In|Create Account)$/ }).click()
  }

  /** The code step with a recovery code instead of the authenticator's. */
  async submitRecoveryCode(code: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click()
    await this.page.getByLabel('Recovery code').fill(code)
    await this.page.getByRole('button', { name: 'Sign In' }).click()
  }

  async submitCode(code: string): Promise<void> {
    await this.code.fill(code)
    await this.page.getByRole('button', { name: 'Verify' }).click()
  }
}
