import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { MAIL_HTML_POLICY } from '../../supabase/local/mail/mail-viewer.ts'
import type { StoredMessage } from '../../supabase/local/mail/outbox.ts'
import { marker, ownerClient, serviceClient } from './support/clients.ts'
import { invokeFunction } from './support/functions.ts'
import { mailTo } from './support/outbox.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { type PostFields, createPost } from '../support/factories/blogPosts.ts'
import { createSubscribers } from '../support/factories/newsletterSubscribers.ts'

/**
 * What the newsletter mails when a post is published (the database asks the function): the
 * post itself as email-safe HTML with a plain-text alternative, its images at their 600 px
 * size, under Gmail's clipping size; or the teaser, when the owner chose so.
 */

const suite = backendTarget()
const KB_100 = 100_000
const readers = [`one-${randomUUID()}@example.com`, `two-${randomUUID()}@example.com`]
const pendingReader = `pending-${randomUUID()}@example.com`
let owner: BackendClient
let confirmed: string[] = []

const storage = `${suite.url}/storage/v1/object/public/blog-images/posts/email-test`
/** A body image as the editor writes it: WebP sizes in `srcset`, the original as `src`. */
const bodyImage = (name: string, alt: string) =>
  `<img src="${storage}/${name}.jpg" srcset="${[300, 600, 1200]
    .map((width) => `${storage}/${name}-${String(width)}w.webp ${String(width)}w`)
    .join(', ')}, ${storage}/${name}.jpg 2000w" sizes="(max-width: 720px) 100vw, 720px" ` +
  `width="2000" height="1500" loading="lazy" decoding="async" alt="${alt}">`

beforeAll(async () => {
  owner = await ownerClient()
  await createSubscribers(serviceClient(), [
    ...readers.map((email) => ({ email })),
    { email: pendingReader, status: 'pending' },
  ])
  const { data } = await owner
    .from('newsletter_subscribers')
    .select('email')
    .eq('status', 'confirmed')
    .throwOnError()
  confirmed = data.map((subscriber) => subscriber.email)
})

/** Publishes a post, waits for the database's send to finish, and returns each reader's mails. */
async function publish(fields: PostFields & { title: string; content: string }) {
  const data = await createPost(owner, {
    tags: ['News'],
    published: true,
    publish_date: new Date().toISOString(),
    ...fields,
  })
  await vi.waitFor(
    async () => {
      const { data: send } = await owner
        .from('newsletter_sends')
        .select('state')
        .eq('post_id', data.id)
        .maybeSingle()
      expect(send?.state).toBe('sent')
    },
    { timeout: 20_000, interval: 100 },
  )
  const mails = async (address: string) =>
    (await mailTo(suite, address)).filter((mail) => mail.subject === fields.title)
  return { ...data, mails }
}

const bytes = (text: string | undefined) => new TextEncoder().encode(text ?? '').length

/** A small real JPEG, stored as an image's JPEG for email. */
const JPEG = readFileSync(new URL('../fixtures/images/sample.jpg', import.meta.url))

describe.runIf(isLocal(suite))('the newsletter email', () => {
  it('carries the post: its paragraphs, its images as every mail client shows them and its banner, in HTML and text', async () => {
    const title = marker('Post with pictures')
    // One image has its JPEG for email, as the owner's app now stores beside each image; the
    // others were stored before those were made.
    const { error } = await serviceClient()
      .storage.from('blog-images')
      .upload('posts/email-test/team-email.jpg', new Blob([JPEG], { type: 'image/jpeg' }), {
        contentType: 'image/jpeg',
        upsert: true,
      })
    expect(error).toBeNull()
    const post = await publish({
      title,
      content: [
        '<p>Pricing is a conversation about value.</p>',
        `<p>${bodyImage('chart', 'A pricing chart')}</p>`,
        '<h2>What clients ask</h2><p>They ask what changes &amp; when.</p>',
        `<figure>${bodyImage('team', 'The team at work')}<figcaption>Workshop day</figcaption></figure>`,
        '<p>Write back and tell me yours.</p>',
      ].join(''),
      featured_image_url: `${storage}/banner.jpg`,
      featured_image_variants: {
        width: 2400,
        height: 1260,
        widths: [480, 800, 1200, 1600],
        format: 'webp',
        share: true,
      },
      banner_alt: 'A desk by a window',
    })

    expect(confirmed).toEqual(expect.arrayContaining(readers))
    for (const reader of confirmed) {
      const mails = await post.mails(reader)
      expect(mails).toHaveLength(1)
      const [mail] = mails as [StoredMessage]
      expect(mail.from).toBe('Morgan Strategy Partners <hello@example.com>')
      expect(mail.html).toContain('>Pricing is a conversation about value.</p>')
      expect(mail.html).toContain('>They ask what changes &amp; when.</p>')
      expect(mail.html).toContain('>Write back and tell me yours.</p>')
      // No WebP, which Outlook for Windows does not show: the JPEG for email, else a JPEG.
      expect(mail.html).toContain(`src="${storage}/chart.jpg"`)
      expect(mail.html).toContain(`src="${storage}/team-email.jpg"`)
      expect(mail.html).toContain(`src="${storage}/banner.jpg" alt="A desk by a window"`)
      expect(mail.html).not.toContain('.webp')
      expect(mail.html).toMatch(/>Read on the site<\/a>/)
      expect(mail.html).not.toMatch(/<script|<style|srcset=|class=/i)
      expect(bytes(mail.html)).toBeLessThan(KB_100)
      for (const words of [
        'Pricing is a conversation about value.',
        'What clients ask',
        'They ask what changes & when.',
        'Workshop day',
        'Write back and tell me yours.',
      ]) {
        expect(mail.text).toContain(words)
      }
      expect(mail.text).toMatch(new RegExp(`^Read on the site: http\\S+/blog/${post.slug}$`, 'm'))
      expect(mail.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(
          /^<http.+action=unsubscribe&token=.+>$/,
        ) as string,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
    expect(await post.mails(pendingReader)).toEqual([])

    // The local outbox shows the HTML part framed in a sandbox, beside the text part.
    const [mail] = await post.mails(readers[0] ?? '')
    const page = await fetch(`${suite.url}/_mail/${mail?.id ?? ''}`)
    const view = await page.text()
    expect(view).toContain(`<iframe src="/_mail/${mail?.id ?? ''}/html" sandbox`)
    expect(view).toContain('They ask what changes &amp; when.')
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self'")
    const part = await fetch(`${suite.url}/_mail/${mail?.id ?? ''}/html`)
    expect(part.headers.get('content-security-policy')).toBe(MAIL_HTML_POLICY)
    expect(await part.text()).toBe(mail?.html)
  })

  it('cuts a 20,000-word post at a paragraph, with a link to continue, under 100 KB', async () => {
    const title = marker('A very long post')
    const paragraphs = Array.from(
      { length: 200 },
      (_, index) =>
        `<p>Part ${String(index + 1)} begins. ${'Consulting needs patient words here. '.repeat(21)}</p>`,
    )
    const content = paragraphs.join('\n')
    expect(
      content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length,
    ).toBeGreaterThan(20_000)
    const post = await publish({ title, content })

    const [mail] = await post.mails(readers[0] ?? '')
    expect(bytes(mail?.html)).toBeLessThan(KB_100)
    expect(mail?.html).toContain('>Continue reading on the site</a>')
    expect(mail?.html).toContain('Part 1 begins.')
    expect(mail?.html).not.toContain('Part 200 begins.')
    // Cut between paragraphs: every paragraph it keeps is whole.
    const kept = (mail?.html ?? '').match(/>Part \d+ begins\.[^<]*<\/p>/g) ?? []
    expect(kept.length).toBeGreaterThan(10)
    for (const paragraph of kept) expect(paragraph).toMatch(/(patient words here\. ?)<\/p>$/)
    expect(mail?.text).toMatch(
      new RegExp(`^Continue reading on the site: http\\S+/blog/${post.slug}$`, 'm'),
    )
  })

  it('sends the teaser and a link when the owner chose "excerpt and link"', async () => {
    const title = marker('A teased post')
    const post = await publish({
      title,
      content: '<p>The full argument, for the site only.</p>',
      excerpt: 'Why fixed fees win.',
      newsletter_format: 'excerpt',
    })
    const [mail] = await post.mails(readers[1] ?? '')
    expect(mail?.html).toContain('>Why fixed fees win.</p>')
    expect(mail?.html).not.toContain('The full argument')
    expect(mail?.text).toContain('Why fixed fees win.')
    expect(mail?.text).not.toContain('The full argument')

    const refused = await owner
      .from('blog_posts')
      .update({ newsletter_format: 'everything' })
      .eq('id', post.id)
    expect(refused.error?.code).toBe('23514')
  })

  it("mails the owner's test exactly as subscribers get it, but for the unsubscribe link", async () => {
    const title = marker('A tested post')
    const post = await publish({ title, content: `<p>Checked first.</p>${bodyImage('a', 'A')}` })
    expect(
      (await invokeFunction(owner, 'send-newsletter', { postId: post.id, test: true })).status,
    ).toBe(200)
    const [test] = (await mailTo(suite, suite.owner.email)).filter(
      (mail) => mail.subject === `[Test] ${title}`,
    )
    const [real] = await post.mails(readers[0] ?? '')
    const unsubscribe = /^<(.+)>$/.exec(real?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(unsubscribe).not.toBe('')
    // Without a subscription of their own, the owner's link leads to the site's newsletter page.
    const site = /^Read on the site: (\S+)\/blog\//m.exec(real?.text ?? '')?.[1] ?? ''
    const asTest = (text: string | undefined, link: string) =>
      (text ?? '').replaceAll(link, `${site}/newsletter`)
    expect(test?.html).toBe(asTest(real?.html, unsubscribe.replaceAll('&', '&amp;')))
    expect(test?.text).toBe(asTest(real?.text, unsubscribe))
    expect(test?.from).toBe(real?.from)
  })
})
