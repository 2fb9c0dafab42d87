import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { expect, test } from '../support/fixtures.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const logo = fileURLToPath(new URL('../../fixtures/images/sample.png', import.meta.url))

test('experience: add with a logo, correct it and delete it; the About page follows', async ({
  page,
}) => {
  const experience = new ResourceAdminPage(page, '/experience-admin')
  await experience.open()
  await expect(experience.heading).toHaveText('Experience Management')
  await page.getByRole('button', { name: 'Add Experience' }).click()

  await experience.field('Company').fill('Harbour Analytics')
  await experience.field('Company website').fill('/harbour')
  await experience.field('Role').fill('Chief Product Officer')
  await experience.submit('Create Experience')
  await expect(experience.toast('Please fill in all required fields')).toBeVisible()
  await expect(page.getByText('This field is required')).toHaveCount(2)
  await expect(
    page.getByText('Please enter a web address, such as example.org or https://example.org/page'),
  ).toBeVisible()

  // Typed without a scheme, a website is saved as https://.
  await experience.field('Company website').fill('harbour.example.com')
  await experience.field('Period').fill('2021 - 2024')
  await experience.field('Description').fill('Led product through two acquisitions.')
  await page.getByLabel('Logo', { exact: true }).setInputFiles(logo)
  await expect(page.getByRole('img', { name: 'Preview' })).toHaveAttribute(
    'src',
    /\/company-logos\/experience-logos\/harbour-analytics-\d+\.png$/,
  )
  await experience.submit('Create Experience')
  await expect(experience.toast('Experience created successfully')).toBeVisible()
  await expect(experience.row('Harbour Analytics')).toContainText('2021 - 2024')

  await page.goto('/about')
  const entry = page.locator('.experience').filter({ hasText: 'Harbour Analytics' })
  await expect(entry).toContainText('Chief Product Officer')
  await expect(entry.getByRole('link', { name: 'Harbour Analytics' })).toHaveAttribute(
    'href',
    'https://harbour.example.com',
  )

  await experience.open()
  await experience.edit('Harbour Analytics')
  await expect(experience.heading).toHaveText('Edit Experience')
  await experience.field('Period').fill('2021 - 2025')
  await experience.submit('Update Experience')
  await expect(experience.toast('Experience updated successfully')).toBeVisible()
  await page.goto('/about')
  await expect(page.locator('.experience').filter({ hasText: 'Harbour' })).toContainText(
    '2021 - 2025',
  )

  await experience.open()
  expect(await experience.delete('Harbour Analytics')).toContain(
    'Are you sure you want to delete this experience?',
  )
  await expect(experience.toast('Experience deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No experiences yet' })).toBeVisible()
})

test('earlier experience: the id "new" opens an empty form, and the item shows on About', async ({
  page,
}) => {
  const earlier = new ResourceAdminPage(page, '/earlier-experience-admin')
  await page.goto('/earlier-experience-admin/edit/new')
  await expect(earlier.heading).toHaveText('Create New Earlier Experience')
  await earlier.field('Company').fill('Fenwick & Hale')
  await earlier.field('Description').fill('Strategy consulting for retail banks.')
  await earlier.submit('Create Earlier Experience')
  await expect(earlier.toast('Earlier experience created successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/earlier-experience-admin$/)

  await page.goto('/about')
  await expect(page.getByText('Fenwick & Hale')).toBeVisible()

  await page.goto('/earlier-experience-admin/edit/00000000-0000-0000-0000-000000000000')
  await expect(page.getByRole('heading', { name: 'Earlier Experience not found' })).toBeVisible()
})

test('startup logos: add, rename and remove a logo', async ({ page }) => {
  const logos = new ResourceAdminPage(page, '/startup-logos-admin')
  await logos.open()
  await expect(logos.heading).toHaveText('Startup Logo Management')
  await page.getByRole('button', { name: 'Add Logo' }).click()
  await logos.field('Company name').fill('Quillstack')
  // A logo of a real logo's size: taller, in its preview, than the row's Remove button.
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'quillstack.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 480, height: 240, channels: 3, background: '#0b6e4f' },
    })
      .png()
      .toBuffer(),
  })
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible()
  await logos.submit('Add Logo')
  await expect(logos.toast('Logo added successfully')).toBeVisible()

  await page.goto('/about')
  await expect(page.getByRole('img', { name: 'Quillstack' })).toHaveAttribute(
    'src',
    /\/company-logos\/startup-logos\/quillstack-\d+\.png$/,
  )

  // The preview's frame is drawn before its image arrives: the image moves nothing under it.
  const stored = '**/company-logos/startup-logos/quillstack-*'
  let releaseImage: () => void = () => undefined
  const imageHeld = new Promise<void>((resolve) => {
    releaseImage = resolve
  })
  await page.route(stored, async (route) => {
    await imageHeld
    await route.continue()
  })
  await logos.open()
  await logos.edit('Quillstack')
  const update = page.getByRole('button', { name: 'Update Logo' })
  await expect(update).toBeVisible()
  const beforeImage = await update.boundingBox()
  releaseImage()
  await expect
    .poll(() =>
      page
        .locator('.admin-image-preview img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)
  expect(await update.boundingBox()).toEqual(beforeImage)
  await page.unroute(stored)
  await logos.field('Company name').fill('Quillstack Labs')
  await logos.submit('Update Logo')
  await expect(logos.toast('Logo updated successfully')).toBeVisible()
  await logos.delete('Quillstack Labs')
  await expect(logos.toast('Logo deleted successfully')).toBeVisible()
  await page.goto('/about')
  await expect(page.getByText('No logos added yet')).toBeVisible()
})
