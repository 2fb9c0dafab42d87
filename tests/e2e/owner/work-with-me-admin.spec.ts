import type { Page } from '@playwright/test'
import { ResourceAdminPage } from '../pages/ResourceAdminPage.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { createServices } from '../../support/factories/services.ts'

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const publicServiceTitles = async (page: Page) => {
  await page.goto('/work-with-me')
  const titles = page.locator('.service-card .card__title')
  await expect(titles.first()).toBeVisible()
  return titles
}

test("a service's included items: blank rows are dropped, one row always stays", async ({
  page,
}) => {
  const services = new ResourceAdminPage(page, '/services-admin')
  await services.open()
  await expect(page.getByRole('link', { name: 'Back to Work With Me' })).toHaveAttribute(
    'href',
    '/work-with-me',
  )
  await page.getByRole('button', { name: 'Add Service' }).click()
  await services.field('Title').fill('Board Advisory')
  await services.field('Subtitle').fill('A seasoned voice at the table.')
  await services.field('Ideal for').fill('Boards of growth-stage companies.')
  await expect(page.getByRole('button', { name: /^Remove included item/ })).toHaveCount(0)
  await services.field('Included item 1').fill('Quarterly board preparation')
  await page.getByRole('button', { name: 'Add item' }).click()
  await page.getByRole('button', { name: 'Add item' }).click()
  await services.field('Included item 3').fill('Investor updates')
  await expect(page.getByRole('button', { name: /^Remove included item/ })).toHaveCount(3)
  await services.submit('Create Service')
  await expect(services.toast('Service created successfully')).toBeVisible()

  await publicServiceTitles(page)
  const card = page.locator('.service-card').filter({ hasText: 'Board Advisory' })
  await expect(card.locator('.check-list li')).toHaveText([
    'Quarterly board preparation',
    'Investor updates',
  ])

  await page.goto('/services-admin/edit/00000000-0000-0000-0000-000000000000')
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible()
})

test('reorder services by dragging and by keyboard; Work With Me follows', async ({
  page,
  backendUrl,
}) => {
  await createServices(
    serviceData(backendUrl),
    ['Alpha', 'Bravo', 'Charlie'].map((title, index) => ({ title, display_order: index + 1 })),
  )
  const services = new ResourceAdminPage(page, '/services-admin')
  await services.open()
  const titles = services.rows().locator('td:nth-child(2)')
  await expect(titles).toHaveText(['Alpha', 'Bravo', 'Charlie'])

  // Drag Charlie above Alpha with the mouse.
  const handle = page.getByRole('button', { name: 'Move Charlie' })
  const target = await page.getByRole('button', { name: 'Move Alpha' }).boundingBox()
  const start = await handle.boundingBox()
  if (!start || !target) throw new Error('The drag handles are not on screen')
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) {
    const y = start.y + ((target.y - start.y - 10) * step) / 10
    await page.mouse.move(start.x + start.width / 2, y + start.height / 2)
  }
  await page.mouse.up()
  await expect(titles).toHaveText(['Charlie', 'Alpha', 'Bravo'])
  // The list shows the new order at once; the handles come back when it is saved. Leaving the
  // page before then would cancel the save.
  await expect(handle).toBeEnabled()
  await expect(await publicServiceTitles(page)).toHaveText(['Charlie', 'Alpha', 'Bravo'])

  // Move Charlie down one place with the keyboard: Space lifts, arrow moves, Space drops.
  await services.open()
  const charlie = page.getByRole('button', { name: 'Move Charlie' })
  await charlie.focus()
  await page.keyboard.press('Space')
  await expect(charlie).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByText('Charlie is over position 2 of 3.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(titles).toHaveText(['Alpha', 'Charlie', 'Bravo'])
  await expect(page.getByRole('status').filter({ hasText: 'Charlie dropped' })).toHaveCount(1)
  await expect(charlie).toBeEnabled()
  await page.reload()
  await expect(titles).toHaveText(['Alpha', 'Charlie', 'Bravo'])
  await expect(await publicServiceTitles(page)).toHaveText(['Alpha', 'Charlie', 'Bravo'])
})

test('an inactive testimonial is not shown on Work With Me', async ({ page }) => {
  const testimonials = new ResourceAdminPage(page, '/testimonials-admin')
  await page.goto('/testimonials-admin/new')
  await testimonials.field('Quote').fill('Clear thinking when we needed it most.')
  await testimonials.field('Author name').fill('Priya Shah')
  await testimonials.field('Author title').fill('CEO')
  await testimonials.field('Company').fill('Lumen Health')
  await testimonials.submit('Create Testimonial')
  await expect(testimonials.toast('Testimonial created successfully')).toBeVisible()
  await expect(testimonials.row('Priya Shah')).toContainText('Active')

  await page.goto('/work-with-me')
  await expect(page.getByText('Clear thinking when we needed it most.')).toBeVisible()
  await expect(page.getByText('CEO, Lumen Health')).toBeVisible()

  await testimonials.open()
  await testimonials.edit('Priya Shah')
  await testimonials.setSwitch('Active', false)
  await testimonials.submit('Update Testimonial')
  await expect(testimonials.toast('Testimonial updated successfully')).toBeVisible()
  await expect(testimonials.row('Priya Shah')).toContainText('Inactive')

  const answered = page.waitForResponse((response) =>
    response.url().includes('/rest/v1/testimonials'),
  )
  await page.goto('/work-with-me')
  await answered
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Clear thinking when we needed it most.')).toHaveCount(0)
})
