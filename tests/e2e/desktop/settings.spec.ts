import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SETTINGS_FILE_NAME } from '../../../desktop/main/settings-store.ts'
import { expect, test } from '../support/desktop.ts'

test.use({ freshBackend: ['--no-seed'] })

test('settings are tried against the backend before they are saved', async ({
  desktop,
  backendUrl,
  page,
}) => {
  await desktop.open('/settings')
  const address = page.getByLabel('Backend URL')
  await expect(address).toHaveValue(backendUrl)

  await address.fill('not an address')
  await page.getByRole('button', { name: 'Test and Save' }).click()
  await expect(page.getByRole('alert')).toContainText('must be an http or https address')

  // Port 9 (discard) answers nothing: refused, and nothing saved.
  await address.fill('http://127.0.0.1:9')
  await page.getByRole('button', { name: 'Test and Save' }).click()
  await expect(page.getByRole('alert')).toContainText('No backend answered at http://127.0.0.1:9')
  expect(() => readFileSync(join(desktop.dataDirectory, SETTINGS_FILE_NAME))).toThrow()

  await address.fill(`${backendUrl}/`)
  await page.getByRole('button', { name: 'Test and Save' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  const saved = JSON.parse(
    readFileSync(join(desktop.dataDirectory, SETTINGS_FILE_NAME), 'utf8'),
  ) as { backendUrl: string }
  expect(saved.backendUrl).toBe(backendUrl)
})
