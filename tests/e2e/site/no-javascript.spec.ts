import { expect, test } from '../support/fixtures.ts'
import { DEMO_POST_PATH, PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'

/** The prerendered pages are the pages: with JavaScript off, a visitor still reads and moves on. */

test.use({ javaScriptEnabled: false })

test('every public page shows its content, its links and what its forms need', async ({ page }) => {
  for (const path of PUBLIC_PAGE_PATHS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    await expect(page.getByRole('main'), path).not.toContainText('Loading')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Blog' }), path).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(3)
  }

  await page.goto('/blog')
  await expect(page.locator(`main a[href="${DEMO_POST_PATH}"]`).first()).toBeVisible()
  const newsletter = page.getByRole('region', { name: 'Get new posts by email' })
  await expect(newsletter).toContainText(
    'Subscribing here needs JavaScript, which is off in this browser. The RSS feed brings new posts without it.',
  )
  await expect(newsletter.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
    'href',
    '/rss.xml',
  )

  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(form).toContainText(
    'Sending this form needs JavaScript, which is off in this browser. Email me at hello@example.com instead.',
  )
  await expect(form.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
    'href',
    'mailto:hello@example.com',
  )
})
