import { SitePage } from '../pages/SitePage.ts'
import { expect, test } from '../support/fixtures.ts'
import { linesOfText } from '../support/layout.ts'
import { DEMO_POST_PATH, PUBLIC_PAGE_PATHS, type PublicPagePath } from '../support/publicPages.ts'

/** Every public route of spec section 2 renders its heading and content. */

/** Each public page's main heading. */
const headings: Record<PublicPagePath, string> = {
  '/': 'Helping scale-ups grow with clarity and purpose',
  '/about': "Hello, I'm Alex Morgan",
  '/work-with-me': 'Senior help, exactly where you need it',
  '/blog': 'Thoughts',
  [DEMO_POST_PATH]: "The Scale-up Gap: Why What Got You to Series A Won't Get You to Series C",
  '/publications': 'External Publications',
  '/contact': 'Get in Touch',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/cookie-policy': 'Cookie Policy',
}

for (const path of PUBLIC_PAGE_PATHS) {
  const heading = headings[path]
  test(`${path} shows "${heading}" in the site frame, without errors`, async ({
    page,
    consoleErrors,
  }) => {
    const site = new SitePage(page)
    await site.open(path)
    await expect(site.heading).toHaveText(heading)
    await expect(site.heading).toHaveCount(1)
    await expect(site.header).toBeVisible()
    await expect(site.footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(site.footer).toContainText('not formal business')
    expect(consoleErrors).toEqual([])
  })
}

test(
  'home shows the three newest posts and the calls to action',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/')
    const latest = page.getByRole('region', { name: 'Latest Thinking' })
    await expect(latest.getByRole('article')).toHaveCount(3)
    await expect(latest.getByRole('article').first()).toContainText('Featured')
    await expect(latest.getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/blog',
    )
    await expect(page.getByRole('link', { name: 'Work With Me' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Read Full Bio' })).toHaveAttribute(
      'href',
      '/about',
    )
    await expect(page.getByRole('heading', { name: 'Ready to Scale with Purpose?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    )
  },
)

test('about shows logos with their links, expertise, experience and approach', async ({ page }) => {
  await page.goto('/about')
  const logos = page.getByRole('region', { name: 'Start-up/Scale-up Experience' })
  await expect(logos.getByRole('img')).toHaveCount(6)
  await expect(logos.getByRole('link', { name: 'Visit Quantive' })).toHaveAttribute(
    'title',
    'Visit Quantive',
  )
  await expect(
    page.getByRole('region', { name: 'Areas of Expertise' }).getByRole('listitem'),
  ).toHaveCount(9)
  const experience = page.getByRole('region', { name: 'Professional Experience' })
  await expect(experience).toContainText('2004 - 2025')
  await expect(experience.getByRole('link', { name: 'Northwind Ventures' })).toBeVisible()
  await expect(experience).toContainText('Research, Analysis, Consulting and New Venture Creation')
  await expect(experience).toContainText('1994-2004')
  for (const principle of [
    'Practical Over Theoretical',
    'Systems Thinking',
    'Sustainable Growth',
    'Human-Centred',
  ]) {
    await expect(page.getByRole('heading', { name: principle })).toBeVisible()
  }
})

test('about on a phone: the photo above readable logos, no name or address broken mid-word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/about')
  // Measured once the page has settled, and the logos until they have their size: on a busy
  // machine a logo measured just after the page loaded once read 0 px wide.
  await page.waitForLoadState('networkidle')
  const logos = page.getByRole('region', { name: 'Start-up/Scale-up Experience' })
  await expect(logos.getByRole('img')).toHaveCount(6)
  const photo = await page.getByRole('img', { name: /^Portrait of / }).boundingBox()
  const panel = await logos.boundingBox()
  if (!photo || !panel) throw new Error('The photo or the logo panel has no box')
  expect(panel.y).toBeGreaterThanOrEqual(photo.y + photo.height)
  expect(await linesOfText(logos.getByRole('heading'), 'Start-up/Scale-up'.length)).toBe(1)
  // Each logo at least half the width of its original: its name reads at 15 px or more.
  await expect
    .poll(() =>
      logos
        .getByRole('img')
        .evaluateAll((images) =>
          images.length === 0 ? 0 : Math.min(...images.map((image) => image.clientWidth)),
        ),
    )
    .toBeGreaterThanOrEqual(120)
  expect(await linesOfText(page.locator('.site-footer a[href^="mailto:"]'))).toBe(1)
})

test('work with me shows services, the process and active testimonials', async ({ page }) => {
  await page.goto('/work-with-me')
  const services = page.getByRole('region', { name: 'Services' })
  await expect(services.getByRole('article')).toHaveCount(3)
  await expect(services.getByRole('link', { name: 'Manage Services' })).toHaveAttribute(
    'href',
    '/services-admin',
  )
  await expect(services.getByRole('heading', { name: "What's included" }).first()).toBeVisible()
  for (const step of [
    'Discovery Call',
    'Assessment',
    'Strategy Development',
    'Implementation Support',
  ]) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
  }
  const testimonials = page.getByRole('region', { name: 'What Clients Say' })
  await expect(testimonials.getByRole('figure')).toHaveCount(2)
  await expect(testimonials).not.toContainText('Marta Kowalski')
  await expect(page.getByRole('link', { name: 'Email Directly' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
})

test('contact shows the direct contact, what to expect and the active FAQs', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Direct Contact' })).toBeVisible()
  await expect(page.getByText('A reply within 24 hours on business days')).toBeVisible()
  const faqs = page.getByRole('complementary')
  await expect(faqs.getByRole('heading', { name: 'Quick Questions?' })).toBeVisible()
  await expect(faqs.getByRole('term')).toHaveCount(3)
  await expect(faqs).not.toContainText('equity-based')
})

test('the legal pages name the governing law and say there is no tracking', async ({ page }) => {
  await page.goto('/terms-of-service')
  await expect(page.getByRole('main')).toContainText('law of England and Wales')
  await page.goto('/cookie-policy')
  await expect(page.getByRole('main')).toContainText('does not use tracking or analytics cookies')
})

test('an unknown path shows the not-found page and logs the path', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  // Logged once the prerendered page has hydrated, which may be after its heading shows.
  await expect.poll(() => consoleErrors).toContain('404: no page at /no/such/page')
})
