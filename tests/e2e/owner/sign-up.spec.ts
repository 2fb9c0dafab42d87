import { createHash } from 'node:crypto'
import { SignInPage } from '../pages/SignInPage.ts'
import { expect, test } from '../support/fixtures.ts'

/** A site without an owner offers to create one; its first account becomes the owner. */
test.use({ freshBackend: ['--no-seed', '--no-owner'] })

const BREACH_RANGE = 'https://api.pwnedpasswords.com/range/*'

function breachAnswerListing(password: string): string {
  const hash = createHash('sha1').update(password).digest('hex').toUpperCase()
  return `0000000000000000000000000000000000A:0\r\n${hash.slice(5)}:4242`
}

test('refuses a breached password, allows one when the check fails, then offers only login', async ({
  page,
}) => {
  const signIn = new SignInPage(page)
  const breached = 'correct horse battery staple'
  const prefixes: string[] = []
  await page.route(BREACH_RANGE, async (route) => {
    prefixes.push(new URL(route.request().url()).pathname.split('/').pop() ?? '')
    await route.fulfill({ body: breachAnswerListing(breached) })
  })
  await signIn.open()
  await expect(signIn.heading).toHaveText('Create Admin Account')

  await signIn.password.fill(breached)
  await expect(page.getByRole('alert')).toHaveText(
    'This password has been found in data breaches. Please choose a different password.',
  )
  await signIn.submitCredentials('owner@consultant.example', breached)
  await expect(
    signIn.toast(
      'This password has been found in data breaches. Please choose a different password.',
    ),
  ).toBeVisible()
  // Only the 5-character prefix of the hash ever leaves the browser.
  expect(prefixes.every((prefix) => /^[0-9A-F]{5}$/.test(prefix))).toBe(true)

  await page.unroute(BREACH_RANGE)
  await page.route(BREACH_RANGE, (route) => route.fulfill({ status: 503, body: '' }))
  await signIn.submitCredentials('owner@consultant.example', 'a long passphrase nobody has used')
  await expect(signIn.toast('Account created successfully! You can now sign in.')).toBeVisible()
  await expect(signIn.heading).toHaveText('Admin Login')

  await signIn.submitCredentials('owner@consultant.example', 'a long passphrase nobody has used')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/$/)
})

test('the server refuses a second owner even if the form is skipped', async ({
  page,
  backendUrl,
}) => {
  const signIn = new SignInPage(page)
  await page.route(BREACH_RANGE, (route) => route.fulfill({ body: '' }))
  await signIn.open()
  await signIn.submitCredentials('first@consultant.example', 'the first owner passphrase')
  await expect(signIn.heading).toHaveText('Admin Login')
  const second = await fetch(`${backendUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email: 'second@consultant.example',
      password: 'a second owner passphrase',
    }),
  })
  expect(second.status).toBe(403)
})
