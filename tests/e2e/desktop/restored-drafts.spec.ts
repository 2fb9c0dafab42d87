import type { Page } from '@playwright/test'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/desktop.ts'

/*
 * Drafts and queued saves outlive the version of the app that wrote them. These are written
 * straight into the app's IndexedDB in the shape an older version used (no format stamp, a field
 * since dropped, fields since added missing), then read back by today's app.
 */

test.use({ freshBackend: ['--no-seed'] })

/** Puts a record into one of the app's IndexedDB stores, as an older version left it. */
async function putStored(page: Page, database: string, storeName: string, record: unknown) {
  await page.evaluate(
    async ({ database, storeName, record }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database)
        request.onsuccess = () => {
          resolve(request.result)
        }
        request.onerror = () => {
          reject(request.error ?? new Error('open failed'))
        }
      })
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(storeName, 'readwrite')
        transaction.objectStore(storeName).put(record)
        transaction.oncomplete = () => {
          resolve()
        }
        transaction.onerror = () => {
          reject(transaction.error ?? new Error('write failed'))
        }
      })
      db.close()
    },
    { database, storeName, record },
  )
}

test('a draft from an older version opens in the form as it is now, and saves', async ({
  desktop,
  backendUrl,
  page,
}) => {
  await desktop.signIn()
  // Before 'Results' was a field of services, and with one the form no longer has.
  await putStored(page, `drafts ${backendUrl}`, 'drafts', {
    key: 'services:local-older-draft',
    table: 'services',
    recordId: 'local-older-draft',
    values: {
      title: 'Board Advisory',
      subtitle: 'Quarterly board support',
      whats_included: ['Board pack review'],
      ideal_for: 'Founders before a raise',
      display_order: '',
      engagement_model: 'retainer',
    },
    baseUpdatedAt: null,
    title: 'Board Advisory',
    savedAt: '2026-01-05T10:00:00.000Z',
  })

  const form = new ResourceAdminPage(page, '/services-admin')
  await desktop.open('/services-admin/new')
  await expect(page.getByText(/Restored your unsaved changes/)).toBeVisible()
  await expect(form.field('Title')).toHaveValue('Board Advisory')
  await expect(form.field('Results')).toHaveValue('')
  await page.getByRole('button', { name: 'Create Service' }).click()
  await expect(desktop.toast('Service created successfully')).toBeVisible()

  const { data } = await serviceData(backendUrl).from('services').select('*')
  expect(data).toEqual([
    expect.objectContaining({
      title: 'Board Advisory',
      subtitle: 'Quarterly board support',
      whats_included: ['Board pack review'],
      results: null,
    }),
  ])
})

test('a save queued by an older version syncs', async ({ desktop, backendUrl, page }) => {
  await desktop.signIn()
  // Before images and newsletters were queued with a save, and with a field since dropped.
  await putStored(page, `drafts ${backendUrl}`, 'changes', {
    id: 'older-change',
    seq: 1,
    table: 'contact_faqs',
    recordId: 'local-older-change',
    kind: 'create',
    input: {
      question: 'Do you work remotely?',
      answer: 'Mostly.',
      display_order: 0,
      is_active: true,
    },
    baseUpdatedAt: null,
    title: 'Do you work remotely?',
    queuedAt: '2026-01-05T10:00:00.000Z',
    state: 'pending',
    problem: null,
    serverRow: null,
    retried: 2,
  })

  // The app syncs what is queued when it starts.
  await desktop.open('/drafts')
  await page.reload()
  await expect
    .poll(async () => {
      const { data } = await serviceData(backendUrl).from('contact_faqs').select('question')
      return data
    })
    .toEqual([{ question: 'Do you work remotely?' }])
  await expect(page.getByText('Everything is synced')).toBeVisible()
})
