import { chosenTags } from '../support/tagChips.ts'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { expect, test } from '../support/fixtures.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const sampleImage = readFileSync(
  fileURLToPath(new URL('../../fixtures/images/sample.png', import.meta.url)),
).toString('base64')

test('add a publication with a pasted image, edit it and delete it', async ({ page }) => {
  const publications = new ResourceAdminPage(page, '/publications-admin')
  await test.step('the form keeps what was typed and refuses a script address', async () => {
    await publications.open()
    await expect(page.getByRole('heading', { name: 'No publications yet' })).toBeVisible()
    await page.getByRole('button', { name: 'Add your first publication' }).click()

    await publications.field('Title').fill('Boards and the AI Question')
    await publications.field('Article address').fill('javascript:alert(1)')
    await publications.submit('Create Publication')
    await expect(publications.toast('Please fill in all required fields')).toBeVisible()
    await expect(
      page.getByText('Please enter a web address, such as example.org or https://example.org/page'),
    ).toBeVisible()
    await expect(publications.field('Title')).toHaveValue('Boards and the AI Question')
  })

  await test.step('a new publication with a pasted image shows in the list and on the site', async () => {
    await publications.field('Publication').fill('Governance Today')
    await publications.field('Article address').fill('governance.example.com/ai-question')
    await publications.field('Published on').fill('2026-03-14')
    await publications.field('Excerpt').fill('What a board should ask before approving an AI plan.')
    await publications.field('Tags').fill('Governance')
    await publications.field('Tags').press('Enter')

    await page.getByRole('textbox', { name: 'Paste an image' }).evaluate((zone, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const data = new DataTransfer()
      data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }))
      zone.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    }, sampleImage)
    await expect(publications.toast('Image pasted successfully')).toBeVisible()
    // Stored in Storage, not in the row.
    await expect(page.getByRole('img', { name: 'Preview' })).toHaveAttribute(
      'src',
      /\/blog-images\/publications\/boards-and-the-ai-question-\d+\.png$/,
    )

    await publications.submit('Create Publication')
    await expect(publications.toast('Publication created successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/publications-admin$/)
    const row = publications.row('Boards and the AI Question')
    await expect(row).toContainText('Governance Today')
    await expect(row).toContainText('March 14, 2026')
    await expect(
      row.getByRole('link', { name: 'View Boards and the AI Question' }),
    ).toHaveAttribute('href', 'https://governance.example.com/ai-question')

    await page.goto('/publications')
    const card = page.locator('article').filter({ hasText: 'Boards and the AI Question' })
    await expect(card).toContainText('Governance Today')
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      /\/blog-images\/publications\/boards-and-the-ai-question-\d+\.png$/,
    )
  })

  await test.step('an edit shows on the site', async () => {
    await publications.open()
    await publications.edit('Boards and the AI Question')
    await expect(publications.field('Tags')).toBeVisible()
    await expect(chosenTags(page)).toHaveText(['Governance'])
    await publications.field('Title').fill('Boards and the AI Questions')
    await publications.submit('Update Publication')
    await expect(publications.toast('Publication updated successfully')).toBeVisible()
    await page.goto('/publications')
    await expect(page.getByRole('heading', { name: 'Boards and the AI Questions' })).toBeVisible()
  })

  await test.step('deleting asks first and empties the list', async () => {
    await publications.open()
    expect(await publications.delete('Boards and the AI Questions')).toContain(
      'Are you sure you want to delete this publication?',
    )
    await expect(publications.toast('Publication deleted successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No publications yet' })).toBeVisible()
  })
})
