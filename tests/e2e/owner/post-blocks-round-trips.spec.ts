import { readFile } from 'node:fs/promises'
import { localApiKeys } from '../../../supabase/local/keys.ts'
import { readArchive } from '../../../owner/archive/readArchive.ts'
import { embedHtml } from '../../../shared/domain/embeds.ts'
import { PostEditorPage, PostListPage } from '../pages/PostAdminPages.ts'
import { mailTo, serviceData } from '../support/backend.ts'
import { expect, test } from '../support/fixtures.ts'
import { createSubscriber } from '../../support/factories/newsletterSubscribers.ts'

/*
 * A post with every block (a quote with its citation, code with its language, a divider, a
 * table with its header row, an image with alt text, a video and a link card), published through
 * the editor: the newsletter's HTML and text parts carry each block (an embed as a link card),
 * and an export and a restore through the Export and Import screen give its body back byte for
 * byte.
 */

test.use({ freshBackend: ['--no-seed'], signedIn: true })

const TITLE = 'Every block, mailed and restored'

const VIDEO = {
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'The talk',
  description: '',
  siteName: 'YouTube',
  video: {
    provider: 'youtube' as const,
    embedSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  },
}
const CARD = {
  url: 'https://example.org/pricing-guide',
  title: 'A pricing guide',
  description: 'How consultants price their work.',
  siteName: 'Example Press',
  image: '',
  video: null,
}

test('a post with every block: the newsletter’s HTML and text parts, and an export and restore that keep its body', async ({
  page,
  backendUrl,
}) => {
  test.setTimeout(180_000)
  const key = localApiKeys().serviceRoleKey
  const imagePath = 'every-block/chart.png'
  const upload = await fetch(`${backendUrl}/storage/v1/object/blog-images/${imagePath}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'image/png' },
    body: await readFile(new URL('../../fixtures/images/sample.png', import.meta.url)),
  })
  expect(upload.status).toBe(200)
  const data = serviceData(backendUrl)
  const { email: subscriber } = await createSubscriber(data, {
    confirmed_at: new Date().toISOString(),
  })
  const body =
    '<p>Why this matters.</p>' +
    '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>' +
    '<pre data-language="python">\ndef total(items):\n    return sum(items)\n</pre>' +
    '<hr><p>After the code.</p>' +
    '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table>' +
    `<figure><img src="${backendUrl}/storage/v1/object/public/blog-images/${imagePath}" alt="Revenue by quarter" width="24" height="16"></figure>` +
    embedHtml({
      ...VIDEO,
      image: `${backendUrl}/storage/v1/object/public/blog-images/${imagePath}`,
    }) +
    embedHtml(CARD) +
    '<p>The end.</p>'
  const { data: post } = await data
    .from('blog_posts')
    .insert({ title: TITLE, slug: 'every-block', content: body, tags: ['Writing'] })
    .select('id')
    .single()
    .throwOnError()
  const storedBody = async () => {
    const { data: row } = await data
      .from('blog_posts')
      .select('content')
      .eq('id', post.id)
      .maybeSingle()
      .throwOnError()
    return row?.content ?? null
  }

  const editor = new PostEditorPage(page)
  await page.goto(`/blog-admin/edit/${post.id}`)
  await expect(editor.content.locator('cite')).toHaveText('Alan Kay')
  await editor.setPublished(true)
  await editor.submit('Update Post')
  await editor.goAheadAnyway('publish')
  await expect(new PostListPage(page).row(TITLE)).toContainText('Published')
  const published = await storedBody()
  for (const block of [
    '<cite>Alan Kay</cite>',
    'data-language="python"',
    '<hr>',
    '<th>Plan</th>',
    'class="embed embed-video"',
    'class="embed embed-card"',
  ])
    expect(published).toContain(block)
  expect(published).toContain('alt="Revenue by quarter"')

  await test.step('the newsletter’s HTML and text parts carry every block', async () => {
    await expect
      .poll(async () => (await mailTo(backendUrl, subscriber)).filter((m) => m.subject === TITLE))
      .toHaveLength(1)
    const [mail] = (await mailTo(backendUrl, subscriber)).filter((m) => m.subject === TITLE)
    const html = mail?.html ?? ''
    expect(html).toMatch(/<blockquote[^>]*>Simple things should be simple\.<\/blockquote>/)
    expect(html).toMatch(/<cite[^>]*>— Alan Kay<\/cite>/)
    expect(html).toMatch(/<pre[^>]*>[^<]*def total\(items\):\n {4}return sum\(items\)/)
    expect(html).toMatch(/<hr[^>]*>/)
    expect(html).toMatch(/<th[^>]*>Plan<\/th>/)
    expect(html).toMatch(/<td[^>]*>£900<\/td>/)
    expect(html).toMatch(/<img[^>]*alt="Revenue by quarter"/)
    // Each embed a link card: nothing plays in a mail, and no frame is sent.
    expect(html).toContain(`href="${VIDEO.url}"`)
    expect(html).toContain('▶ The talk</a>')
    expect(html).toMatch(/>A pricing guide<\/a><p[^>]*>How consultants price their work\.<\/p>/)
    expect(html).not.toContain('<iframe')
    const text = mail?.text ?? ''
    expect(text).toContain('Simple things should be simple.')
    expect(text).toContain('— Alan Kay')
    expect(text).toContain('def total(items):\n    return sum(items)')
    expect(text).toContain('---')
    expect(text).toContain('| Plan | Price |')
    expect(text).toContain('| Audit | £900 |')
    expect(text).toContain(`The talk\n${VIDEO.url}`)
    expect(text).toContain(`A pricing guide\n${CARD.url}`)
  })

  await test.step('exported, deleted and restored, the body comes back byte for byte', async () => {
    await page.goto('/export-import')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const bytes = await readFile(await (await download).path())
    const { archive } = await readArchive(bytes)
    const exported = archive.tables.blog_posts?.find((row) => row.id === post.id)
    expect(exported?.content).toBe(published)

    await data.from('blog_posts').delete().eq('id', post.id).throwOnError()
    expect(await storedBody()).toBeNull()
    await page
      .getByLabel('Archive (.zip)')
      .setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: bytes })
    const dryRun = page.getByRole('region', { name: 'Dry run' })
    await dryRun.getByRole('button', { name: /^Restore/ }).click()
    await expect(page.getByText('Restore complete')).toBeVisible()
    expect(await storedBody()).toBe(published)
  })
})
