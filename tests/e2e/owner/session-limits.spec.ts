import { PostEditorPage } from '../pages/PostAdminPages.ts'
import { SignInPage } from '../pages/SignInPage.ts'
import { demoOwner } from '../support/backend.ts'
import type { HostedBackend } from '../../support/backend-host.ts'
import { test as base, expect } from '../support/fixtures.ts'
import { signInAsOwner } from '../support/owner.ts'

/**
 * Session limits with an injected clock: the backend's Auth clock and the page's clock move on
 * together. An idle session and an over-age one are refused at their next refresh; the owner
 * lands on /auth with a clear message, and what they had typed comes back as a draft.
 */

/** The test's own backend, whose clock it moves on. */
const test = base.extend<{ clockedBackend: HostedBackend }>({
  clockedBackend: async ({ ownBackend }, use) => {
    if (!ownBackend) throw new Error('The session limits need a backend of their own')
    await use(ownBackend)
  },
})

test.use({ freshBackend: ['--no-seed'] })

const EXPIRED =
  'Your sign-in expired: sign-ins end after a while without use, and after a set time however much they are used.'

const HOUR = 3600

test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

test('an idle session ends: the owner is sent to /auth, and the typed text waits as a draft', async ({
  page,
  clockedBackend,
}) => {
  const editor = new PostEditorPage(page)
  await signInAsOwner(page)
  await page.goto('/blog-admin/new')
  await editor.title.fill('Notes from the road')
  await editor.content.click()
  await page.keyboard.type('Half a thought, not saved yet.')
  // The draft is written within a second of the last keystroke.
  await page.clock.runFor(2000)

  // Thirteen hours away from the desk.
  await clockedBackend.advance(13 * HOUR)
  await page.clock.fastForward('13:00:00')
  await page.clock.runFor(60_000)

  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible()
  await expect(page.getByText(EXPIRED)).toBeVisible()
  await expect(
    page.getByText('Sign in again to carry on. Anything you had not saved is kept as a draft.'),
  ).toBeVisible()

  await new SignInPage(page).submitCredentials(demoOwner.email, demoOwner.password)
  await expect(page).toHaveURL(/\/blog-admin\/new$/)
  await expect(page.getByText(/^Restored your unsaved changes from/)).toBeVisible()
  await expect(editor.title).toHaveValue('Notes from the road')
  await expect(editor.content).toContainText('Half a thought, not saved yet.')
})

test('a session in use still ends at its time limit, and says why', async ({
  page,
  clockedBackend,
}) => {
  await signInAsOwner(page)
  await page.goto('/blog-admin')
  // Used every eleven hours: refreshed each time, until a browser's day is over.
  for (let visit = 1; visit <= 3; visit += 1) {
    await clockedBackend.advance(11 * HOUR)
    await page.clock.fastForward('11:00:00')
    await page.clock.runFor(60_000)
    if (visit < 3)
      await expect(page.getByRole('heading', { name: 'Blog Posts', exact: true })).toBeVisible()
  }
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText(EXPIRED)).toBeVisible()
})

test('a refreshed session leaves the screen in use as it was: an open dialog stays open', async ({
  page,
  clockedBackend,
}) => {
  const editor = new PostEditorPage(page)
  await signInAsOwner(page)
  await page.goto('/blog-admin/new')
  await editor.title.fill('Notes from the road')
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Preview' })
  await expect(dialog).toBeVisible()
  // Whether the dialog ever leaves the page, however briefly, while the session is renewed.
  await dialog.evaluate((shown) => {
    const marks = document.documentElement.dataset
    new MutationObserver(() => {
      if (!shown.isConnected) marks.dialogLeft = 'yes'
    }).observe(document.body, { childList: true, subtree: true })
  })

  // The hour's token is renewed shortly before it runs out.
  const renewed = page.waitForResponse((response) =>
    response.url().includes('/auth/v1/token?grant_type=refresh_token'),
  )
  await clockedBackend.advance(HOUR - 60)
  await page.clock.fastForward('59:00')
  await page.clock.runFor(60_000)
  expect((await renewed).ok()).toBe(true)
  await page.clock.runFor(1000)

  await expect(dialog).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-dialog-left')
})

test('Sign Out is not reported as an ended session', async ({ page }) => {
  await signInAsOwner(page)
  await page.getByRole('button', { name: 'Admin' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0)
  await new SignInPage(page).open()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toHaveCount(0)
})
