import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { SignInPage } from '../pages/SignInPage.ts'
import { demoOwner } from './backend.ts'

/** Signs the demo owner in through /auth and waits until the site shows them signed in. */
export async function signInAsOwner(page: Page): Promise<void> {
  const signIn = new SignInPage(page)
  await signIn.open()
  await signIn.submitCredentials(demoOwner.email, demoOwner.password)
  await page.waitForURL((url) => url.pathname === '/')
}

/**
 * A code from an authenticator holding this secret. `stepsAhead` 1 gives the next period's code,
 * which the server also accepts, so a test need not wait 30 s after the last accepted code.
 */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  })
}
