import { expect, test } from '../support/fixtures.ts'

/** Public pages never load the owner's code: no admin screens, no Auth client, no Blueprint. */

const OWNER_CHUNK = /ownerRoutes|AdminMenu|ownerBackend/

const publicPaths = [
  '/',
  '/about',
  '/work-with-me',
  '/blog',
  '/blog/the-scale-up-gap',
  '/publications',
  '/contact',
  '/privacy-policy',
]

test('no public route requests an owner chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  for (const path of publicPaths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => OWNER_CHUNK.test(script))).toEqual([])
})

test('an owner route loads its chunk on demand', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/blog-admin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.some((script) => OWNER_CHUNK.test(script))).toBe(true)
})
