import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SECRETS_FILE_NAME } from '../../../desktop/main/secret-store.ts'
import { expect, enrolOwnerTotp, test } from '../support/desktop.ts'

test.use({ freshBackend: ['--no-seed'] })

test('signs in with password and code; the session is kept by main, encrypted', async ({
  desktop,
  backendUrl,
}) => {
  const secret = await enrolOwnerTotp(backendUrl)
  await desktop.signIn(secret)
  await expect(desktop.page.getByRole('contentinfo', { name: 'Status' })).toContainText(
    'owner@example.com',
  )
  // Nothing of the session in the renderer's own storage; on disk, only encrypted.
  expect(await desktop.page.evaluate(() => Object.keys(localStorage))).toEqual([])
  const onDisk = readFileSync(join(desktop.dataDirectory, SECRETS_FILE_NAME), 'utf8')
  expect(onDisk).toContain('auth-token')
  expect(onDisk).not.toContain('access_token')
  expect(onDisk).not.toContain('owner@example.com')
  // Under the key where openSignedIn() puts a session for the other desktop tests.
  const kept = JSON.parse((await desktop.handlers.readSecret(desktop.sessionKey)) ?? '{}') as {
    refresh_token?: unknown
  }
  expect(typeof kept.refresh_token).toBe('string')

  // A restart of the app keeps the owner signed in.
  await desktop.open('/blog-admin')
  await expect(desktop.page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible()

  await desktop.page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(desktop.page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(readFileSync(join(desktop.dataDirectory, SECRETS_FILE_NAME), 'utf8')).not.toContain(
    'auth-token',
  )
})
