import { randomUUID } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { type ChangeQueue, createChangeQueue } from '../../owner/offline/queue/changeQueue.ts'
import { newLocalId } from '../../owner/offline/store/draftStore.ts'
import { bulkPostSave } from '../../owner/data/posts/bulkPostSave.ts'
import type { BulkPostAction } from '../../shared/domain/bulkPostEdits.ts'
import { type Outbox, memoryOutbox } from '../../supabase/local/mail/outbox.ts'
import { memoryDraftStore } from '../support/memory-draft-store.ts'
import { anonClient, marker, ownerClient, serviceClient } from './support/clients.ts'
import { mailTo } from './support/outbox.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { isLocal } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { createSubscribers } from '../support/factories/newsletterSubscribers.ts'

/**
 * Publishing in the backend, with no app needed. A post's first publication mails it from the
 * database (pg_net asks send-newsletter), however it was published: exactly once per confirmed
 * subscriber, with one build of the site, and a failed send reported and sent again to those it
 * missed. Scheduled posts go live at their minute by the stand-in for pg_cron, whose clock the
 * tests move instead of waiting.
 */

let hook: Server
const buildCalls: { operation: string }[] = []
let backend: OwnBackend
let owner: BackendClient
/** Mail to this address fails while set, as a mail service that is down would. */
let refusing: string | null = null
const outbox: Outbox = (() => {
  const kept = memoryOutbox()
  return {
    ...kept,
    send: (message) =>
      refusing !== null && message.to.includes(refusing)
        ? Promise.reject(new Error('mail service unavailable'))
        : kept.send(message),
  }
})()
const readers = [`first-${randomUUID()}@example.com`, `second-${randomUUID()}@example.com`]
const pendingReader = `pending-${randomUUID()}@example.com`

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      buildCalls.push(JSON.parse(body) as { operation: string })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const { port } = hook.address() as AddressInfo
  backend = await startOwnBackend({
    args: ['--no-seed'],
    env: { LOCAL_SITE_REBUILD_HOOK_URL: `http://127.0.0.1:${String(port)}/build` },
    outbox,
    jobsEveryMs: 200,
  })
  owner = await ownerClient(backend.target)
  await createSubscribers(serviceClient(backend.target), [
    ...readers.map((email) => ({ email })),
    { email: pendingReader, status: 'pending' },
  ])
})

afterAll(async () => {
  await backend.stop()
  await new Promise((resolve) => hook.close(resolve))
})

const draft = (title: string) => ({
  title,
  slug: title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
  content: '<p>News for subscribers.</p>',
  tags: ['News'],
})

async function createdDraft(title: string): Promise<string> {
  return (await createPost(owner, draft(title))).id
}

/** The mails about this post each address got. */
async function mailsAbout(title: string, addresses: string[]): Promise<number[]> {
  return Promise.all(
    addresses.map(
      async (address) =>
        (await mailTo(backend.target, address)).filter((mail) => mail.subject === title).length,
    ),
  )
}

async function sendOf(postId: string) {
  const { data } = await owner
    .from('newsletter_sends')
    .select('state, error, attempts')
    .eq('post_id', postId)
    .maybeSingle()
  return data
}

async function settledSend(postId: string) {
  let send = await sendOf(postId)
  await vi.waitFor(
    async () => {
      send = await sendOf(postId)
      expect(send?.state).toMatch(/^(sent|failed)$/)
    },
    { timeout: 10_000, interval: 50 },
  )
  return send
}

let markers = 0
/**
 * The build calls since the last look: a marker post (already mailed, so it mails no one) is
 * published, and the database sends its requests in order, so once the marker's call is in,
 * every earlier one is too.
 */
async function newBuildCalls(): Promise<{ operation: string }[]> {
  markers += 1
  await owner
    .from('blog_posts')
    .insert({ ...draft(`Build marker ${String(markers)}`), published: true, newsletter_sent: true })
    .throwOnError()
  await vi.waitFor(
    () => {
      expect(buildCalls.at(-1)).toEqual({ table: 'blog_posts', operation: 'INSERT' })
    },
    { timeout: 10_000, interval: 20 },
  )
  return buildCalls.splice(0).slice(0, -1)
}

/** A new post saved as published, as the editor saves it: through the change queue. */
async function publishFromEditor(queue: ChangeQueue, title: string) {
  await queue.queue({
    table: 'blog_posts',
    recordId: newLocalId(),
    baseUpdatedAt: null,
    files: [],
    announce: true,
    title,
    input: { ...draft(title), published: true, publish_date: new Date().toISOString() },
  })
  return queue.sync(owner)
}

describe.runIf(isLocal())('the newsletter sent by the database', () => {
  it('goes out once when a post is published from the list, with one build of the site', async () => {
    await newBuildCalls()
    const title = marker('Listed post')
    const id = await createdDraft(title)
    const { data: published } = await owner
      .from('blog_posts')
      .update({ published: true, publish_date: new Date().toISOString() })
      .eq('id', id)
      .select('updated_at')
      .single()
      .throwOnError()

    expect(await settledSend(id)).toEqual({ state: 'sent', error: null, attempts: 1 })
    expect(await mailsAbout(title, [...readers, pendingReader])).toEqual([1, 1, 0])
    const { data: post } = await owner
      .from('blog_posts')
      .select('newsletter_sent, updated_at')
      .eq('id', id)
      .single()
      .throwOnError()
    // Marked mailed without counting as an edit: the owner's next save meets no conflict.
    expect(post).toEqual({ newsletter_sent: true, updated_at: published.updated_at })
    expect(await newBuildCalls()).toEqual([{ table: 'blog_posts', operation: 'UPDATE' }])

    await owner.from('blog_posts').update({ published: false }).eq('id', id).throwOnError()
    await owner.from('blog_posts').update({ published: true }).eq('id', id).throwOnError()
    expect(await newBuildCalls()).toHaveLength(2)
    expect(await mailsAbout(title, readers)).toEqual([1, 1])
  })

  it('goes out once per subscriber for a bulk publish queued offline, and never when not asked', async () => {
    const titles = [marker('Bulk one'), marker('Bulk two'), marker('Bulk quiet')]
    const ids = await Promise.all(titles.map(createdDraft))
    const queue = createChangeQueue(memoryDraftStore())
    const rows = () =>
      Promise.all(
        ids.map(
          async (id) =>
            (
              await owner
                .from('blog_posts')
                .select(
                  'id, title, slug, published, featured, publish_date, created_at, updated_at, newsletter_sent, scheduled_at, tags',
                )
                .eq('id', id)
                .single()
                .throwOnError()
            ).data,
        ),
      )
    /** Every post's save for the action, queued with no sync, as the desktop does offline. */
    const queueBulk = async (action: (title: string) => BulkPostAction) => {
      for (const post of await rows()) {
        const save = bulkPostSave(action(post.title), post)
        if (save) await queue.queue(save)
      }
    }

    // The first two are mailed, the third is published quietly; a second press merges.
    await queueBulk((title) => ({ kind: 'publish', mail: title !== titles[2] }))
    await queueBulk((title) => ({ kind: 'publish', mail: title !== titles[2] }))
    const report = await queue.sync(owner)
    const newsletters = (written: typeof report.written) =>
      Object.fromEntries(written.map((change) => [change.row.id, change.newsletter]))
    expect(newsletters(report.written)).toEqual({
      [ids[0] ?? '']: 'sent',
      [ids[1] ?? '']: 'sent',
      [ids[2] ?? '']: null,
    })
    expect(report.held).toEqual([])
    for (const title of titles) {
      expect(await mailsAbout(title, [...readers, pendingReader])).toEqual(
        title === titles[2] ? [0, 0, 0] : [1, 1, 0],
      )
    }

    // Unpublished and published again in bulk, with mail asked for: nobody is mailed again.
    await queueBulk(() => ({ kind: 'unpublish' }))
    await queue.sync(owner)
    await queueBulk(() => ({ kind: 'publish', mail: true }))
    const again = await queue.sync(owner)
    expect(Object.values(newsletters(again.written))).toEqual([null, null, null])
    expect((await rows()).every((post) => post.published)).toBe(true)
    for (const title of titles) {
      expect(await mailsAbout(title, readers)).toEqual(title === titles[2] ? [0, 0] : [1, 1])
    }
  })

  it('goes out once when the editor saves a post as published, and the editor hears it went', async () => {
    const queue = createChangeQueue(memoryDraftStore())
    const title = marker('Edited post')
    const report = await publishFromEditor(queue, title)
    expect(report.written.map((written) => written.newsletter)).toEqual(['sent'])
    expect(await mailsAbout(title, [...readers, pendingReader])).toEqual([1, 1, 0])
  })

  it('reports a failed send to the editor, and sending again mails only those it missed', async () => {
    const store = memoryDraftStore()
    const queue = createChangeQueue(store)
    const title = marker('Post while mail is down')
    const [missed, reached] = readers as [string, string]
    refusing = missed
    const report = await publishFromEditor(queue, title)
    const id = report.written[0]?.row.id ?? ''
    expect(report.written.map((written) => written.newsletter)).toEqual(['failed'])
    expect(await sendOf(id)).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('1 could not be reached') as string,
    })
    expect((await store.listChanges()).map((change) => change.kind)).toEqual(['announce'])
    expect(await mailsAbout(title, [missed, reached])).toEqual([0, 1])

    refusing = null
    const retry = await queue.sync(owner)
    expect(retry.written.map((written) => written.newsletter)).toEqual(['sent'])
    expect(await sendOf(id)).toMatchObject({ state: 'sent', error: null })
    expect(await mailsAbout(title, [missed, reached])).toEqual([1, 1])
  })
})

describe.runIf(isLocal())('a failed send', () => {
  it('is asked again by the backend, mailing only those it missed', async () => {
    const title = marker('Post retried by the backend')
    const [missed, reached] = readers as [string, string]
    refusing = missed
    const id = await createdDraft(title)
    await owner.from('blog_posts').update({ published: true }).eq('id', id).throwOnError()
    expect(await settledSend(id)).toMatchObject({ state: 'failed', attempts: 1 })
    refusing = null

    backend.clock.advance(60)
    await vi.waitFor(
      async () => {
        expect(await sendOf(id)).toMatchObject({ state: 'sent', error: null })
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(await mailsAbout(title, [missed, reached])).toEqual([1, 1])
  })
})

describe.runIf(isLocal())('scheduled publishing', () => {
  const inMinutes = (minutes: number) => new Date(backend.clock.now() + minutes * 60_000)

  async function scheduledDraft(title: string, at: Date): Promise<string> {
    return (await createPost(owner, { ...draft(title), scheduled_at: at.toISOString() })).id
  }

  async function publicPost(id: string) {
    const { data } = await anonClient(backend.target)
      .from('blog_posts')
      .select('publish_date')
      .eq('id', id)
      .maybeSingle()
    return data
  }

  async function stateOf(id: string) {
    const { data } = await owner
      .from('blog_posts')
      .select('published, scheduled_at, publish_date')
      .eq('id', id)
      .single()
      .throwOnError()
    return data
  }

  /**
   * Waits for a run of the scheduled jobs that starts from now: a post due a minute ago goes
   * live in it, and a run publishes every post due at once, so what it left alone was not due.
   */
  async function nextJobRun(): Promise<void> {
    const witness = await scheduledDraft(marker('Job run'), inMinutes(-1))
    await vi.waitFor(
      async () => {
        expect((await stateOf(witness)).published).toBe(true)
      },
      { timeout: 10_000, interval: 50 },
    )
  }

  it('publishes a post at its minute with no app open: one build, one mail per subscriber', async () => {
    const title = marker('Scheduled post')
    const at = inMinutes(1)
    const id = await scheduledDraft(title, at)

    await nextJobRun()
    expect(await publicPost(id)).toBeNull()
    await newBuildCalls()

    backend.clock.advance(61)
    await vi.waitFor(
      async () => {
        expect(await publicPost(id)).not.toBeNull()
      },
      { timeout: 10_000, interval: 50 },
    )
    const live = await stateOf(id)
    expect(live).toMatchObject({ published: true, scheduled_at: null })
    expect(new Date(live.publish_date ?? '').getTime()).toBe(at.getTime())
    expect(await settledSend(id)).toEqual({ state: 'sent', error: null, attempts: 1 })
    expect(await mailsAbout(title, [...readers, pendingReader])).toEqual([1, 1, 0])
    expect(await newBuildCalls()).toEqual([{ table: 'blog_posts', operation: 'UPDATE' }])
  })

  it('publishes at the next run a post whose time passed while nothing ran', async () => {
    const at = inMinutes(-120)
    const id = await scheduledDraft(marker('Missed post'), at)
    await vi.waitFor(
      async () => {
        expect((await stateOf(id)).published).toBe(true)
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(new Date((await stateOf(id)).publish_date ?? '').getTime()).toBe(at.getTime())
  })

  it('keeps the schedule through edits, and unscheduling returns the post to a draft', async () => {
    const at = inMinutes(60)
    const id = await scheduledDraft(marker('Rescheduled post'), at)
    await owner
      .from('blog_posts')
      .update({ title: marker('Edited') })
      .eq('id', id)
      .throwOnError()
    expect(new Date((await stateOf(id)).scheduled_at ?? '').getTime()).toBe(at.getTime())

    await owner.from('blog_posts').update({ scheduled_at: null }).eq('id', id).throwOnError()
    backend.clock.advance(2 * 60 * 60)
    await nextJobRun()
    expect(await stateOf(id)).toEqual({ published: false, scheduled_at: null, publish_date: null })
  })
})
