import { STATIC_PUBLIC_PATHS } from '../../../site/prerender/publicPaths.ts'
import { serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { PUBLIC_PAGE_PATHS } from '../support/publicPages.ts'

/**
 * The built site as crawlers and link previews read it: the first HTML response, no scripts.
 * Prerendered from the shared backend's demo content (see global-setup).
 */

async function publishedSlugs(backendUrl: string): Promise<string[]> {
  const { data } = await serviceData(backendUrl)
    .from('blog_posts')
    .select('slug')
    .eq('published', true)
  return (data ?? []).map((post) => post.slug).sort()
}

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null

for (const path of STATIC_PUBLIC_PATHS) {
  test(`${path} is served as HTML with its content and sharing tags`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(tag(html, /<title>([^<]+)<\/title>/)).toMatch(/\| Morgan Strategy Partners$/)
    expect(tag(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy()
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `http://127.0.0.1:4173${path === '/' ? '/' : path}`,
    )
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^http/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain('"@type":"ProfessionalService"')
    expect(html).toContain('href="/rss.xml"')
    // The content itself, not a loading state.
    expect(tag(html, /<div id="root">([\s\S]*)<\/div><script type="application\/json"/)).toMatch(
      /<h1[^>]*>[^<]+/,
    )
    expect(html).not.toContain('Loading')
  })
}

test('every published post has its page, with its text and a BlogPosting', async ({
  request,
  backendUrl,
}) => {
  const slugs = await publishedSlugs(backendUrl)
  expect(slugs.length).toBeGreaterThan(0)
  for (const slug of slugs) {
    const html = await (await request.get(`/blog/${slug}`)).text()
    expect(html).toContain('"@type":"BlogPosting"')
    expect(html).toContain('<meta property="og:type" content="article"/>')
    expect(html).toMatch(/<article class="post"[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/)
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const postUrls = [...sitemap.matchAll(/<loc>[^<]*\/blog\/([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(postUrls.sort()).toEqual(slugs)
})

test('the sitemap and the feed are well-formed and list exactly the published posts', async ({
  page,
  backendUrl,
}) => {
  const slugs = await publishedSlugs(backendUrl)
  await page.goto('/')
  const read = (path: string) =>
    page.evaluate(async (address) => {
      const text = await (await fetch(address)).text()
      const xml = new DOMParser().parseFromString(text, 'application/xml')
      return {
        errors: xml.getElementsByTagName('parsererror').length,
        root: xml.documentElement.nodeName,
        locations: [...xml.getElementsByTagName('loc')].map((node) => node.textContent),
        items: [...xml.getElementsByTagName('item')].map((item) => ({
          link: item.getElementsByTagName('link')[0]?.textContent ?? '',
          title: item.getElementsByTagName('title')[0]?.textContent ?? '',
          date: item.getElementsByTagName('pubDate')[0]?.textContent ?? '',
          body:
            item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]
              ?.textContent ?? '',
        })),
      }
    }, path)

  const sitemap = await read('/sitemap.xml')
  expect(sitemap).toMatchObject({ errors: 0, root: 'urlset' })
  expect(sitemap.locations).toHaveLength(9 + slugs.length)

  const feed = await read('/rss.xml')
  expect(feed).toMatchObject({ errors: 0, root: 'rss' })
  expect(feed.items.map((item) => item.link.replace(/^.*\/blog\//, '')).sort()).toEqual(slugs)
  expect(feed.items.every((item) => item.title !== '')).toBe(true)
  const dates = feed.items.map((item) => Date.parse(item.date))
  expect(dates).toEqual([...dates].sort((a, b) => b - a))
  // Each post whole, as its page shows it, for readers that show posts in full.
  const playbook = feed.items.find((item) =>
    item.link.endsWith('/practical-playbook-for-ai-adoption'),
  )
  expect(playbook?.body).toContain('inference')
  expect(feed.items.every((item) => item.body.startsWith('<'))).toBe(true)
  expect(feed.items.some((item) => / (?:src|href)="\//.test(item.body))).toBe(false)
})

test('pages hydrate without a warning or an error', async ({ page, consoleErrors }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  for (const path of PUBLIC_PAGE_PATHS) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(consoleErrors).toEqual([])
  expect(warnings).toEqual([])
})

test("the header's search answers on a page as it was built, where the header is an island", async ({
  page,
  consoleErrors,
}) => {
  // The shared backend holds what the build rendered: the page stays as built, with islands.
  await page.goto('/blog')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await dialog.getByRole('searchbox').fill('inference')
  await expect(dialog.getByRole('status')).toContainText('for “inference”.')
  expect(consoleErrors).toEqual([])
})

test('the security headers come with every page, and unknown addresses are a 404', async ({
  request,
}) => {
  const home = await request.get('/')
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(home.headers()['content-security-policy']).toContain(
    "script-src 'self' 'wasm-unsafe-eval' 'sha256-",
  )
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')

  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Oops! Page not found')
  // The owner's screens and posts newer than the build open in the app shell.
  for (const path of ['/auth', '/blog-admin/edit/123', '/blog/published-after-the-build']) {
    const shell = await request.get(path)
    expect(shell.status()).toBe(200)
    expect(await shell.text()).toContain('<div id="root"></div>')
  }
})
