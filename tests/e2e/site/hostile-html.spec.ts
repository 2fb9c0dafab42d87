import { randomUUID } from 'node:crypto'
import { ownerData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'

/** Post HTML is sanitised: hostile markup saved through the API runs nothing on any page. */

// Its own backend: the shared one is what the site was prerendered from.
test.use({ freshBackend: ['--no-seed'] })

const payloads = [
  '<img src=x onerror="xss(1)">',
  '<script>xss(2)</script>',
  '<a id="js-link" href="javascript:xss(3)">a link</a>',
  '<svg><script>xss(4)</script></svg><svg onload="xss(5)"></svg>',
  '<iframe src="javascript:xss(6)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="xss(7)"></style></mglyph></table></mtext></math>',
  '<details open ontoggle="xss(8)"><summary>x</summary></details>',
  '</script><script>xss(9)</script>',
  '<a id="data-link" href="data:text/html,<script>xss(10)</script>">data</a>',
  '<div style="background:url(javascript:xss(11))">styled</div><style>@import "javascript:xss(12)";</style>',
  '<form action="javascript:xss(13)"><button id="form-button">go</button></form>',
  '<p>Kept: <strong>bold</strong> and <em>italic</em></p>',
]

test('hostile HTML in a post runs nothing on the post page or the blog', async ({
  page,
  backendUrl,
}) => {
  const owner = await ownerData(backendUrl)
  const slug = `hostile-${randomUUID().slice(0, 8)}`
  const { error } = await owner.from('blog_posts').insert({
    title: `Hostile ${slug}`,
    slug,
    content: payloads.join('\n'),
    tags: ['Security'],
    published: true,
    publish_date: new Date().toISOString(),
  })
  expect(error).toBeNull()

  await page.addInitScript(() => {
    const hits: unknown[] = []
    Object.assign(window, { __xssHits: hits, xss: (id: unknown) => hits.push(id) })
    window.alert = (message?: unknown) => hits.push(`alert ${String(message)}`)
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hostile ${slug}`)
  const body = page.locator('.post-body')
  await expect(body.locator('strong')).toHaveText('bold')
  await expect(
    body.locator('script, iframe, svg, math, style, form, [onerror], [onload], [ontoggle]'),
  ).toHaveCount(0)
  for (const link of await body.getByRole('link').all()) {
    expect(await link.getAttribute('href')).toBeNull()
  }
  await body.getByText('a link').click()
  await body.getByText('data', { exact: true }).click()

  await page.goto('/blog')
  await expect(page.getByRole('heading', { name: `Hostile ${slug}` })).toBeVisible()

  expect(
    await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits),
  ).toEqual([])
  expect(dialogs).toEqual([])
  await owner.from('blog_posts').delete().eq('slug', slug)
})
