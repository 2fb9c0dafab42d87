import type { BrowserContext, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { authStorageKey } from '../../../shared/backend/storedSession.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { type OwnerSession, demoOwner } from './backend.ts'
import { BACKEND_HOST } from './backendHost.ts'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** Signs the demo owner in through /auth and waits until the site shows them signed in. */
export async function signInAsOwner(page: Page): Promise<void> {
  const signIn = new SignInPage(page)
  await signIn.open()
  await signIn.submitCredentials(demoOwner.email, demoOwner.password)
  await page.waitForURL((url) => url.pathname === '/')
}

/**
 * The browser storage of a signed-in owner, as Playwright's storage state: the session where
 * supabase-js keeps it for the site, in localStorage under the key shared/backend/storedSession.ts
 * names for the site's backend address. guard.spec.ts checks it against what the form leaves behind.
 */
export function signedInStorageState(siteUrl: string, session: OwnerSession): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(siteUrl).origin,
        localStorage: [
          { name: authStorageKey(`http://${BACKEND_HOST}`), value: JSON.stringify(session) },
        ],
      },
    ],
  }
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
