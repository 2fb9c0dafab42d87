import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BACKUP_SETTINGS_FILE } from '../../../desktop/main/backups.ts'
import { expect, test } from '../support/desktop.ts'

test.use({ freshBackend: ['--no-seed'] })

test('Settings shows the last backup, its size, and every backup kept', async ({
  desktop,
  page,
}) => {
  const folder = join(desktop.dataDirectory, 'Backups')
  mkdirSync(folder)
  writeFileSync(join(folder, 'site-backup-2026-11-22T08-00-00Z.zip'), new Uint8Array(1500))
  writeFileSync(
    join(folder, 'site-backup-2026-11-23T08-00-00Z.zip'),
    new Uint8Array(3 * 1024 * 1024),
  )
  writeFileSync(join(folder, 'holiday.jpg'), 'not a backup')

  await desktop.open('/settings')
  const card = page.locator('.admin-card', {
    has: page.getByRole('heading', { name: 'Automatic backups' }),
  })
  await expect(card).toContainText(/Last backup: .*23.*, 3\.0 MB\./)
  await expect(card).toContainText(folder)
  await expect(card.getByRole('table', { name: 'Backups' }).getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('Last backup')
  await card.getByRole('button', { name: 'Open Folder' }).click()
  await expect(card.getByRole('alert')).toHaveCount(0)
})

test('a backup folder that vanished is shown as an error, not a crash', async ({
  desktop,
  page,
}) => {
  const gone = join(desktop.dataDirectory, 'unplugged-drive')
  writeFileSync(
    join(desktop.dataDirectory, BACKUP_SETTINGS_FILE),
    JSON.stringify({ folder: gone, personalData: false }),
  )
  await desktop.open('/settings')
  const card = page.locator('.admin-card', {
    has: page.getByRole('heading', { name: 'Automatic backups' }),
  })
  await expect(card).toContainText('The last backup failed')
  await expect(card).toContainText(`The backup folder ${gone} is not there`)
  await expect(card).toContainText('No backup yet.')
})
