import type { Page } from '@playwright/test'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { ownerToast } from '../support/toasts.ts'

/**
 * The Followers screen: the handle and the "Follow on the fediverse" text to copy, the followers
 * with their count, one removed, and a server blocked (its followers go with it, and the inbox
 * refuses it: tests/backend/activitypub-replies.test.ts) and unblocked.
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const ROBIN = 'https://mastodon.example/users/robin'
const SAM = 'https://mastodon.example/users/sam'
const KIM = 'https://spam.example/users/kim'

const table = (page: Page, name: string) => page.getByRole('table', { name })
const row = (page: Page, actorId: string) =>
  table(page, 'Followers').locator('tbody tr').filter({ hasText: actorId })

test('followers: the handle to share, a follower removed, a server blocked and unblocked', async ({
  page,
  backendUrl,
}) => {
  await page.goto('/followers-admin')
  await expect(page.getByRole('heading', { name: 'Followers', level: 1 })).toBeVisible()
  await expect(page.getByText('No followers yet')).toBeVisible()
  await expect(page.getByText('No blocked servers')).toBeVisible()
  const handle = page.getByRole('textbox', { name: 'Your handle on the social web' })
  await expect(handle).toHaveValue(/^@alex@127\.0\.0\.1:\d+$/)
  const handleText = await handle.inputValue()
  await expect(page.getByRole('textbox', { name: 'Follow on the fediverse text' })).toHaveValue(
    new RegExp(`^Follow on the fediverse: search for ${handleText.replaceAll('.', '\\.')} `),
  )

  await serviceData(backendUrl)
    .from('fediverse_followers')
    .insert(
      [ROBIN, SAM, KIM].map((actorId) => ({
        actor_id: actorId,
        inbox: `${actorId}/inbox`,
        follow_id: `${actorId}#follow`,
      })),
    )
    .throwOnError()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Followers (3)' })).toBeVisible()

  await row(page, ROBIN)
    .getByRole('button', { name: `Remove ${ROBIN}` })
    .click()
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText('Remove this follower?')
  await question.getByRole('button', { name: 'Remove' }).click()
  await expect(ownerToast(page, 'Follower removed')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Followers (2)' })).toBeVisible()
  await expect(row(page, ROBIN)).toHaveCount(0)

  await row(page, KIM).getByRole('button', { name: 'Block the server spam.example' }).click()
  await expect(question).toContainText('Block this server?')
  await question.getByRole('button', { name: 'Block' }).click()
  await expect(ownerToast(page, 'spam.example blocked')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Followers (1)' })).toBeVisible()
  await expect(row(page, SAM)).toBeVisible()
  const blocked = table(page, 'Blocked servers').locator('tbody tr')
  await expect(blocked).toHaveCount(1)
  await expect(blocked).toContainText('spam.example')
  const { data } = await serviceData(backendUrl)
    .from('fediverse_blocked_servers')
    .select('host')
    .throwOnError()
  expect(data).toEqual([{ host: 'spam.example' }])

  await blocked.getByRole('button', { name: 'Unblock spam.example' }).click()
  await expect(ownerToast(page, 'spam.example unblocked')).toBeVisible()
  await expect(page.getByText('No blocked servers')).toBeVisible()
})
