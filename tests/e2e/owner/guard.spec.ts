import { passwordSession } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { signInAsOwner, signedInStorageState } from '../support/owner.ts'

const guarded = [
  '/blog-admin',
  '/blog-admin/new',
  '/blog-admin/edit/00000000-0000-0000-0000-000000000000',
  '/services-admin',
  '/contact-faqs-admin/new',
  '/earlier-experience-admin/edit/new',
  '/enquiries-admin',
  '/subscribers-admin',
]

for (const path of guarded) {
  test(`${path} sends a signed-out visitor to /auth, replacing the history entry`, async ({
    page,
  }) => {
    await page.goto('/')
    await page.goto(path)
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
  })
}

test('two-factor settings send a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/two-factor-settings')
  await expect(page).toHaveURL(/\/auth$/)
})

test('a signed-in owner who opens /auth is sent home', async ({ page }) => {
  await signInAsOwner(page)
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/$/)
})

test('the form stores the session as signed-in tests start with it', async ({
  page,
  context,
  baseURL,
  backendUrl,
}) => {
  await signInAsOwner(page)
  const stored = (await context.storageState()).origins
  const [prepared, ...others] = signedInStorageState(
    baseURL ?? '',
    await passwordSession(backendUrl),
  ).origins
  expect(others).toEqual([])
  const kept = stored.find((origin) => origin.origin === prepared?.origin)?.localStorage ?? []
  const fields = (json: string) => Object.keys(JSON.parse(json) as object).sort()
  for (const { name, value } of prepared?.localStorage ?? []) {
    const item = kept.find((candidate) => candidate.name === name)
    expect(item, `${name} in localStorage`).toBeDefined()
    expect(fields(item?.value ?? '{}')).toEqual(fields(value))
  }
})

test('the sign-in box uses the same controls as every owner form', async ({ page }) => {
  const controls = () =>
    page.evaluate(() => {
      const input = document.querySelector('main input:not([type="hidden"])')
      const button = document.querySelector('main button[type="submit"]')
      if (!input || !button) throw new Error('No input or submit button on the screen')
      const style = (element: Element) => getComputedStyle(element)
      return {
        inputHeight: input.getBoundingClientRect().height,
        inputFont: style(input).fontFamily,
        buttonFont: style(button).fontFamily,
        buttonBackground: style(button).backgroundColor,
      }
    })
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  const signIn = await controls()
  await signInAsOwner(page)
  await page.goto('/services-admin/new')
  await expect(page.getByRole('heading', { name: 'Create New Service' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create Service' })).toBeVisible()
  expect(signIn).toEqual(await controls())
})
