import { ownerToast } from '../support/toasts.ts'
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signInAsOwner } from '../support/owner.ts'

/*
 * Failures of the two-factor calls are said on the screen, and never leave a button spinning.
 * Each failure is made at the network edge: the page's request to the backend is answered here.
 */

test.use({ freshBackend: ['--no-seed'] })

const toast = (page: Page, text: string) => ownerToast(page, text)

/** Answers the page's requests to this Auth path and method; the rest reach the backend. */
async function answerAuth(
  page: Page,
  path: RegExp,
  method: string,
  answer: { status: number; json: unknown },
): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    (route) => (route.request().method() === method ? route.fulfill(answer) : route.fallback()),
  )
}

test('a setup answer without a secret is reported, and Setup 2FA works again', async ({ page }) => {
  await signInAsOwner(page)
  await page.goto('/two-factor-settings')
  const setup = page.getByRole('button', { name: 'Setup 2FA' })
  await answerAuth(page, /^\/auth\/v1\/factors$/, 'POST', {
    status: 200,
    json: { id: randomUUID(), type: 'totp', friendly_name: 'Authenticator app' },
  })
  await setup.click()
  await expect(
    toast(page, 'Failed to store 2FA secret: The server sent no secret to set up'),
  ).toBeVisible()
  await expect(setup).toBeEnabled()

  await page.unrouteAll()
  await setup.click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
})

test('a setup the server fails to cancel is reported, and the next setup replaces it', async ({
  page,
}) => {
  await signInAsOwner(page)
  await page.goto('/two-factor-settings')
  await page.getByRole('button', { name: 'Setup 2FA' }).click()
  const secret = page.locator('.admin-secret')
  const first = await secret.textContent()

  await answerAuth(page, /^\/auth\/v1\/factors\/[^/]+$/, 'DELETE', {
    status: 500,
    json: { code: 'unexpected_failure', message: 'Database unavailable' },
  })
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(toast(page, 'Failed to cancel the 2FA setup: Database unavailable')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Setup 2FA' })).toBeEnabled()

  await page.unrouteAll()
  await page.getByRole('button', { name: 'Setup 2FA' }).click()
  await expect(secret).not.toHaveText(first ?? '')
})

test('two-factor settings that cannot be read offer neither turning on nor off', async ({
  page,
}) => {
  await signInAsOwner(page)
  // Reading the factors reads the user; the answer fails for every attempt.
  await answerAuth(page, /^\/auth\/v1\/user$/, 'GET', {
    status: 500,
    json: { code: 'unexpected_failure', message: 'Database unavailable' },
  })
  await page.goto('/two-factor-settings')
  await expect(
    page.getByRole('heading', { name: 'Error loading two-factor settings' }),
  ).toBeVisible()
  // What failed, in words for the owner: never the server's own message.
  await expect(
    page.getByText('Something went wrong on the server. Please try again.'),
  ).toBeVisible()
  await expect(page.getByText('Database unavailable')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Setup 2FA|Disable 2FA/ })).toHaveCount(0)
})

test('an admin screen says when the sign-in could not be checked', async ({ page }) => {
  await signInAsOwner(page)
  await page.goto('/blog-admin')
  await expect(page.getByRole('heading', { name: 'Blog Posts', exact: true })).toBeVisible()

  // A stored session whose token cannot be read: the check throws instead of answering.
  const restore = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name)) ?? ''
    const stored = localStorage.getItem(key) ?? ''
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(stored), access_token: 'unreadable' }))
    return { key, stored }
  })
  await page.getByRole('button', { name: 'Admin' }).click()
  await page.locator('a[href="/publications-admin"]').click()
  await expect(page.getByRole('heading', { name: 'Could not check your sign-in' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Publication Management' })).toHaveCount(0)

  await page.evaluate(({ key, stored }) => {
    localStorage.setItem(key, stored)
  }, restore)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Publication Management' })).toBeVisible()
})
