import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { fileForPath } from '../../../site/prerender/publicPaths.ts'
import {
  HEADERS_FILE,
  parseHeadersFile,
  scriptHash,
} from '../../../site/prerender/staticHeaders.ts'
import {
  HOSTILE_TAG,
  HOSTILE_TEXT,
  KEPT_MARKUP,
  XSS_PAYLOADS,
} from '../../fixtures/xss-payloads.ts'
import { ownerData } from '../support/backend.ts'
import { buildSiteFrom } from '../support/builtSite.ts'
import { expect, test } from '../support/fixtures.ts'
import { createPost } from '../../support/factories/blogPosts.ts'

/**
 * Post HTML is sanitised: a corpus of hostile markup saved through the API runs nothing on the
 * post page, on the cards of the blog and the home page, or in the prerendered HTML.
 */

// Its own backend: the shared one is what the site was prerendered from.
test.use({ freshBackend: ['--no-seed'] })

const HOSTILE_TAGS =
  'script, iframe, svg, math, style, form, object, embed, base, meta, link, template, input, video, audio, [onerror], [onload], [onclick], [ontoggle], [onfocus], [style]'

/** Records every payload that runs: each calls `xss(n)`, `alert` or opens a dialog. */
async function watchForScripts(page: Page): Promise<() => Promise<unknown[]>> {
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
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits)),
    ...dialogs,
  ]
}

async function publishHostilePost(backendUrl: string) {
  const owner = await ownerData(backendUrl)
  const slug = `hostile-${randomUUID().slice(0, 8)}`
  const title = `Hostile ${slug} ${HOSTILE_TEXT}`
  await createPost(owner, {
    title,
    slug,
    excerpt: `Excerpt ${HOSTILE_TEXT}`,
    content: [KEPT_MARKUP, ...XSS_PAYLOADS].join('\n'),
    tags: ['Security', HOSTILE_TAG],
    published: true,
    publish_date: new Date().toISOString(),
  })
  return { slug, title }
}

async function expectCleanPostBody(page: Page) {
  const body = page.locator('.post-body')
  await expect(body.locator('strong')).toHaveText('bold')
  await expect(body.locator(HOSTILE_TAGS)).toHaveCount(0)
  for (const link of await body.getByRole('link').all()) {
    expect(await link.getAttribute('href')).toBeNull()
  }
}

test(`${String(XSS_PAYLOADS.length)} hostile payloads in a post run nothing on the post page or the cards`, async ({
  page,
  backendUrl,
}) => {
  const { slug, title } = await publishHostilePost(backendUrl)
  const scriptsRun = await watchForScripts(page)

  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expectCleanPostBody(page)
  // Whatever survived is clicked, hovered and focused: a kept handler or URL would run now.
  await page.locator('.post-body *').evaluateAll((elements) => {
    for (const element of elements) {
      if (!(element instanceof HTMLElement)) continue
      for (const type of ['mouseover', 'focus']) element.dispatchEvent(new Event(type))
      if (!(element instanceof HTMLAnchorElement)) element.click()
    }
  })
  for (const link of await page.locator('.post-body').getByRole('link').all()) await link.click()
  expect(await scriptsRun()).toEqual([])

  await page.goto('/blog')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  expect(await scriptsRun()).toEqual([])

  await page.goto('/')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  expect(await scriptsRun()).toEqual([])
})

test('the prerendered page of a hostile post runs nothing, before or after hydration', async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(180_000)
  const { slug, title } = await publishHostilePost(backendUrl)
  const site = await buildSiteFrom(backendUrl)
  try {
    const html = readFileSync(join(site.dir, fileForPath(`/blog/${slug}`)), 'utf8')
    // The only scripts that can run are the site's own inline ones (theme, form guard, loader),
    // each allowed by its hash in the policy; the rest are inert data.
    const policy = parseHeadersFile(readFileSync(join(site.dir, HEADERS_FILE), 'utf8'))
    const scriptSources = policy['Content-Security-Policy']?.match(/script-src [^;]*/)?.[0] ?? ''
    const runnable = [...html.matchAll(/<script(\b[^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes),
    )
    expect(runnable.length).toBeGreaterThan(0)
    expect(runnable.filter(([, attributes]) => attributes !== '')).toEqual([])
    for (const [, , source = ''] of runnable) expect(scriptSources).toContain(scriptHash(source))
    expect(html).not.toContain('xss(1)</script>')

    const scriptsRun = await watchForScripts(page)
    await page.goto(`${site.url}/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expectCleanPostBody(page)
    await page.waitForLoadState('networkidle')
    expect(await scriptsRun()).toEqual([])
  } finally {
    await site.close()
  }
})
