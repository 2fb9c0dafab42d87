import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { MailMessage, MailTransport } from '../../supabase/functions/_shared/mail.ts'
import { createSendNewsletter } from '../../supabase/functions/_shared/send-newsletter.ts'
import {
  type OtherAccount,
  anonClient,
  marker,
  otherAccount,
  ownerClient,
  serviceClient,
} from './support/clients.ts'
import { invokeFunction } from './support/functions.ts'
import { linkIn, mailTo } from './support/outbox.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { createSubscriber } from '../support/factories/newsletterSubscribers.ts'
import { deleteRows } from './support/delete-rows.ts'

/**
 * The newsletter: double opt-in, one-click links, and posts mailed exactly once to every
 * confirmed subscriber, retrying only those a failed send did not reach.
 */

const suite = backendTarget()
let owner: BackendClient
let anon: BackendClient
let other: OtherAccount
const postIds: string[] = []
const functionsUrl = `${suite.url}/functions/v1`
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`

beforeAll(async () => {
  owner = await ownerClient()
  anon = anonClient()
  other = await otherAccount()
})

afterAll(async () => {
  await deleteRows(owner, 'blog_posts', postIds)
  await other.remove()
})

async function subscribe(email: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${functionsUrl}/newsletter-subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, ...extra }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function subscriberStatus(email: string) {
  const { data } = await owner
    .from('newsletter_subscribers')
    .select('status')
    .eq('email', email)
    .maybeSingle()
  return data?.status ?? null
}

/**
 * A published post. Publishing mails it by itself (newsletter-dispatch.test.ts); these tests
 * call the function by hand, so their posts are published as mailed already, which the
 * database leaves alone, and the function is the only one to send them.
 */
async function publishedPost(): Promise<string> {
  const data = await createPost(owner, {
    title: marker('Newsletter post'),
    content: '<p>A new post for subscribers.</p>',
    excerpt: 'A short summary for the email.',
    tags: ['News'],
    published: true,
    publish_date: new Date().toISOString(),
    newsletter_sent: true,
  })
  postIds.push(data.id)
  return data.id
}

/** How the post's last send went, as the owner's editor reads it. */
async function sendState(postId: string) {
  const { data } = await owner
    .from('newsletter_sends')
    .select('state')
    .eq('post_id', postId)
    .maybeSingle()
  return data?.state ?? null
}

const sendNewsletter = (client: BackendClient, body: Record<string, unknown>) =>
  invokeFunction(client, 'send-newsletter', body)

describe.runIf(isLocal(suite))('subscribing', () => {
  const email = address('reader')

  it('asks new subscribers to confirm by email, and keeps them pending until they do', async () => {
    const answer = await subscribe(email)
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'Thanks! Please check your inbox and click the link to confirm your subscription.',
      },
    })
    expect(await subscriberStatus(email)).toBe('pending')
    const mails = await mailTo(suite, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Confirm your subscription')
  })

  it('answers a repeated request the same way without mailing again', async () => {
    expect((await subscribe(email.toUpperCase())).status).toBe(200)
    expect(await mailTo(suite, email)).toHaveLength(1)
  })

  it('confirms with one click on the emailed link, then shows the site', async () => {
    const [mail] = await mailTo(suite, email)
    const response = await fetch(linkIn(mail, `${functionsUrl}/newsletter-subscribe?`), {
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/\/newsletter\?status=confirmed$/)
    expect(await subscriberStatus(email)).toBe('confirmed')

    // Opened again (a mail scanner fetched it first, or a second click): still subscribed.
    const again = await fetch(linkIn(mail, `${functionsUrl}/newsletter-subscribe?`), {
      redirect: 'manual',
    })
    expect(again.headers.get('location')).toMatch(/\/newsletter\?status=confirmed$/)
    expect(await subscriberStatus(email)).toBe('confirmed')
  })

  it('mails a new confirmation to a reader who left and comes back at once', async () => {
    const returning = address('returning')
    await subscribe(returning)
    const [first] = await mailTo(suite, returning)
    await fetch(linkIn(first, `${functionsUrl}/newsletter-subscribe?`), { redirect: 'manual' })
    const { data } = await serviceClient()
      .from('newsletter_subscribers')
      .select('unsubscribe_token')
      .eq('email', returning)
      .single()
    const left = await fetch(
      `${functionsUrl}/newsletter-subscribe?action=unsubscribe&token=${data?.unsubscribe_token ?? ''}`,
      { method: 'POST' },
    )
    expect(left.status).toBe(200)
    expect(await subscriberStatus(returning)).toBe('unsubscribed')

    // Within the ten minutes that keep a pending address from being mailed twice.
    expect((await subscribe(returning)).status).toBe(200)
    const mails = await mailTo(suite, returning)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your subscription',
      'Confirm your subscription',
    ])
    expect(await subscriberStatus(returning)).toBe('pending')
  })

  it('never reveals whether an address is known: new, pending, confirmed or unsubscribed', async () => {
    const pending = address('pending')
    await subscribe(pending)
    const leaver = address('leaver')
    await subscribe(leaver)
    await serviceClient()
      .from('newsletter_subscribers')
      .update({ status: 'unsubscribed', unsubscribed_at: new Date().toISOString() })
      .eq('email', leaver)
    expect(await subscriberStatus(email)).toBe('confirmed')

    const fresh = await subscribe(address('stranger'))
    expect(fresh).toEqual({
      status: 200,
      body: {
        message: 'Thanks! Please check your inbox and click the link to confirm your subscription.',
      },
    })
    for (const known of [pending, email, leaver]) expect(await subscribe(known)).toEqual(fresh)
  })

  it('refuses an invalid address clearly, and takes a bot filling the hidden field for nothing', async () => {
    expect(await subscribe('not-an-email')).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email address.' },
    })
    const bot = address('bot')
    expect((await subscribe(bot, { website: 'x' })).status).toBe(200)
    expect(await subscriberStatus(bot)).toBeNull()
    expect(await mailTo(suite, bot)).toEqual([])
  })
})

describe.runIf(isLocal(suite))('sending a post', () => {
  const readers = [address('first'), address('second')]
  let postId = ''

  beforeAll(async () => {
    for (const reader of readers) {
      await subscribe(reader)
      const [mail] = await mailTo(suite, reader)
      await fetch(linkIn(mail, `${functionsUrl}/newsletter-subscribe?`), { redirect: 'manual' })
    }
    postId = await publishedPost()
  })

  it('is for the owner alone, and only for published posts', async () => {
    expect((await sendNewsletter(anon, { postId })).status).toBe(403)
    expect((await sendNewsletter(other.client, { postId })).status).toBe(403)

    const { data: draft } = await owner
      .from('blog_posts')
      .select('id')
      .eq('published', false)
      .limit(1)
      .single()
    expect((await sendNewsletter(owner, { postId: draft?.id })).status).toBe(409)
  })

  it("can be tried out on the owner alone, with '[Test]' before the subject", async () => {
    const result = await sendNewsletter(owner, { postId, test: true })
    expect(result.body).toEqual({ sent: 1, test: true })
    for (const reader of readers) expect(await mailTo(suite, reader)).toHaveLength(1)

    const { data: post } = await owner.from('blog_posts').select('title').eq('id', postId).single()
    const { data: account } = await owner.auth.getUser()
    const mails = await mailTo(suite, account.user?.email ?? '')
    expect(
      mails.filter((mail) => mail.subject.includes(post?.title ?? '')).map((mail) => mail.subject),
    ).toEqual([`[Test] ${post?.title ?? ''}`])
  })

  it('mails each confirmed subscriber exactly once, with one-click unsubscribe', async () => {
    expect((await sendNewsletter(owner, { postId })).status).toBe(200)
    expect((await sendNewsletter(owner, { postId })).body).toMatchObject({ sent: 0, failed: 0 })

    for (const reader of readers) {
      const posts = (await mailTo(suite, reader)).filter((mail) =>
        mail.subject.startsWith('Newsletter post'),
      )
      expect(posts).toHaveLength(1)
      expect(posts[0]?.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(
          /^<http.+action=unsubscribe&token=.+>$/,
        ) as string,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
    expect(await sendState(postId)).toBe('sent')
  })

  it('stops mailing a reader who unsubscribed with one click from their mail client', async () => {
    const [reader] = readers
    const mail = (await mailTo(suite, reader ?? '')).find((m) => m.headers?.['List-Unsubscribe'])
    const link = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? ''
    const response = await fetch(link, { method: 'POST', body: 'List-Unsubscribe=One-Click' })
    expect(response.status).toBe(200)
    expect(await subscriberStatus(reader ?? '')).toBe('unsubscribed')

    const nextPost = await publishedPost()
    const { data: next } = await owner
      .from('blog_posts')
      .select('title')
      .eq('id', nextPost)
      .single()
    expect((await sendNewsletter(owner, { postId: nextPost })).status).toBe(200)
    const mailed = async (address: string) =>
      (await mailTo(suite, address)).filter((m) => m.subject.includes(next?.title ?? '-'))
    expect(await mailed(readers[1] ?? '')).toHaveLength(1)
    expect(await mailed(reader ?? '')).toEqual([])
  })
})

describe.runIf(isLocal(suite))('a send that partly fails', () => {
  it('reports it, and a retry mails only those not yet reached', async () => {
    const target = backendTarget()
    const session = (await owner.auth.getSession()).data.session
    const env = {
      supabaseUrl: target.url,
      anonKey: target.anonKey,
      serviceRoleKey: target.serviceRoleKey,
      siteUrl: 'http://site.example',
      ownerEmail: target.owner.email,
      emailFrom: 'Test <test@example.com>',
    }
    const { data: subscribers } = await owner
      .from('newsletter_subscribers')
      .select('email')
      .eq('status', 'confirmed')
    const confirmed = (subscribers ?? []).map((subscriber) => subscriber.email)
    expect(confirmed.length).toBeGreaterThan(0)

    const delivered: string[] = []
    const failing = confirmed[0]
    const transport = (failFor: string | undefined): MailTransport => ({
      send(message: MailMessage) {
        if (message.to.includes(failFor ?? '')) return Promise.reject(new Error('mail server down'))
        delivered.push(...message.to)
        return Promise.resolve()
      },
    })
    const call = (mail: MailTransport) =>
      createSendNewsletter({ env, mail, dispatchSecret: '' })(
        new Request(`${target.url}/functions/v1/send-newsletter`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${session?.access_token ?? ''}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ postId }),
        }),
      )
    const postId = await publishedPost()

    const first = await call(transport(failing))
    expect(first.status).toBe(502)
    expect(await first.json()).toMatchObject({ sent: confirmed.length - 1, failed: 1 })
    expect(await sendState(postId)).toBe('failed')
    expect(delivered.sort()).toEqual(confirmed.filter((email) => email !== failing).sort())

    delivered.length = 0
    const retry = await call(transport(undefined))
    expect(retry.status).toBe(200)
    expect(delivered).toEqual([failing])
    expect(await sendState(postId)).toBe('sent')
  })
})

describe('the subscriber list', () => {
  let id: string
  const email = address('listed')

  beforeAll(async () => {
    id = (await createSubscriber(serviceClient(), { email })).id
  })

  it('is the owner’s to read, without the link tokens', async () => {
    const listed = await owner
      .from('newsletter_subscribers')
      .select('id, email, status, created_at, confirmed_at, unsubscribed_at')
      .eq('id', id)
    expect(listed.data).toEqual([expect.objectContaining({ email, status: 'confirmed' })])
    const tokens = await owner
      .from('newsletter_subscribers')
      .select('unsubscribe_token')
      .eq('id', id)
    expect(tokens.error?.code).toBe('42501')
    for (const stranger of [anon, other.client]) {
      const { data } = await stranger.from('newsletter_subscribers').select('id').eq('id', id)
      expect(data ?? []).toEqual([])
    }
  })

  it('lets only the owner remove a subscriber', async () => {
    for (const stranger of [anon, other.client]) {
      const { count } = await stranger
        .from('newsletter_subscribers')
        .delete({ count: 'exact' })
        .eq('id', id)
      expect(count ?? 0).toBe(0)
    }
    const removal = await owner
      .from('newsletter_subscribers')
      .delete({ count: 'exact' })
      .eq('id', id)
    expect(removal.error).toBeNull()
    expect(removal.count).toBe(1)
    const { data } = await serviceClient().from('newsletter_subscribers').select('id').eq('id', id)
    expect(data).toEqual([])
  })
})
