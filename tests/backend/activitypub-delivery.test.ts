import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import {
  recordDelivered,
  takeDueDeliveries,
} from '../../supabase/functions/_shared/deliveryQueue.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { anonClient, ownerClient, serviceClient } from './support/clients.ts'
import {
  type FediverseServer,
  type ReceivedPost,
  rsaKeyPair,
  startFediverseServer,
  verifiesWith,
} from './support/fediverse-server.ts'
import { ACTOR, SITE, fediverseEnvironment, postObject } from './support/fediverse-account.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'

/**
 * The social web's delivery (functions/activitypub-deliver), against a second fediverse server on
 * loopback that follows the owner: a post's first publication reaches its shared inbox as a
 * Create signed by the owner's key, by the editor or by a schedule with no app open, within
 * seconds; an edit as an Update, unpublishing as a Delete of a Tombstone; publishing again
 * announces nothing, nor does an archive restore. A server that fails is tried again later, each time later, paused rather
 * than called on every run of the jobs, and given up after three days.
 */

const ours = rsaKeyPair()
let backend: OwnBackend
let remote: FediverseServer
let owner: BackendClient

const objectId = postObject

/** What the remote's shared inbox received about the post, as [type, body] in order. */
function activitiesAbout(postId: string): { type: string; body: Record<string, unknown> }[] {
  return remote.received
    .filter((post) => post.path === '/inbox' && post.body.includes(objectId(postId)))
    .map((post) => {
      const body = JSON.parse(post.body) as Record<string, unknown>
      return { type: String(body.type), body }
    })
}

async function received(postId: string, type: string): Promise<ReceivedPost> {
  let found: ReceivedPost | undefined
  await vi.waitFor(
    () => {
      found = remote.received.find(
        (post) =>
          post.body.includes(objectId(postId)) &&
          (JSON.parse(post.body) as { type: string }).type === type,
      )
      expect(found).toBeDefined()
    },
    { timeout: 10_000, interval: 50 },
  )
  if (!found) throw new Error(`No ${type} of ${postId}`)
  return found
}

async function deliveryOf(postId: string) {
  const { data } = await owner
    .from('fediverse_deliveries')
    .select('activity, state, attempts, last_error, next_attempt_at')
    .eq('post_id', postId)
    .order('id', { ascending: false })
    .limit(1)
    .single()
    .throwOnError()
  return data
}

const publish = async (title: string, fields: Record<string, unknown> = {}) =>
  (await createPost(owner, { title, published: true, ...fields })).id

beforeAll(async () => {
  remote = await startFediverseServer()
  backend = await startOwnBackend({
    args: ['--no-seed'],
    env: fediverseEnvironment(ours),
    jobsEveryMs: 200,
  })
  owner = await ownerClient(backend.target)
  const follow = {
    id: `${remote.actorId}#follows/${randomUUID()}`,
    type: 'Follow',
    actor: remote.actorId,
    object: ACTOR,
  }
  const inbox = `${backend.target.url}/functions/v1/activitypub-inbox`
  expect((await remote.deliver(inbox, follow)).status).toBe(202)
})

afterAll(async () => {
  await backend.stop()
  await remote.close()
})

describe('a follower', () => {
  it('gets a signed Accept, after a signed fetch of its actor', () => {
    const [accept] = remote.received
    expect(JSON.parse(accept?.body ?? '{}')).toMatchObject({ type: 'Accept', actor: ACTOR })
    expect(accept && verifiesWith(accept, ours.publicPem)).toBe(true)
    const [fetch] = remote.actorFetches
    expect(fetch?.headers.signature).toContain(`keyId="${ACTOR}#main-key"`)
    expect(fetch && verifiesWith(fetch, ours.publicPem)).toBe(true)
  })
})

describe('a published post', () => {
  let postId = ''

  it('reaches the shared inbox as a signed Create of a Note, within seconds', async () => {
    const started = Date.now()
    postId = await publish('Pricing an AI pilot', {
      excerpt: 'What a first project should cost.',
      tags: ['AI Implementation', 'Pricing'],
      featured_image_url: 'https://cdn.example/blog/pilot.jpg',
      featured_image_variants: {
        width: 2400,
        height: 1260,
        widths: [480],
        format: 'webp',
        share: true,
        email: false,
      },
      banner_alt: 'A whiteboard of costs',
    })
    const create = await received(postId, 'Create')
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(create.path).toBe('/inbox')
    expect(create.headers['content-type']).toBe('application/activity+json')
    expect(create.headers.signature).toContain(`keyId="${ACTOR}#main-key"`)
    expect(verifiesWith(create, ours.publicPem)).toBe(true)
    const activity = JSON.parse(create.body) as { object: { content: string } }
    expect(activity).toMatchObject({
      '@context': expect.arrayContaining(['https://www.w3.org/ns/activitystreams']) as unknown,
      id: `${objectId(postId)}#create`,
      type: 'Create',
      actor: ACTOR,
      to: ['https://www.w3.org/ns/activitystreams#Public'],
      object: {
        id: objectId(postId),
        type: 'Note',
        attributedTo: ACTOR,
        attachment: [
          {
            type: 'Image',
            url: 'https://cdn.example/blog/pilot-share.jpg',
            mediaType: 'image/jpeg',
            name: 'A whiteboard of costs',
          },
        ],
        tag: [
          { type: 'Hashtag', name: '#AIImplementation' },
          { type: 'Hashtag', name: '#Pricing' },
        ],
      },
    })
    expect(activity.object.content).toContain('<strong>Pricing an AI pilot</strong>')
    expect(activity.object.content).toContain('What a first project should cost.')
    expect(activity.object.content).toContain(`href="${SITE}/blog/`)
    await vi.waitFor(
      async () => {
        expect(await deliveryOf(postId)).toMatchObject({ state: 'delivered', attempts: 1 })
      },
      { timeout: 10_000, interval: 50 },
    )
  })

  it('edited, reaches it as an Update with the post as it is now', async () => {
    await owner.from('blog_posts').update({ title: 'Pricing a pilot' }).eq('id', postId)
    const update = JSON.parse((await received(postId, 'Update')).body) as Record<string, unknown>
    expect(update).toMatchObject({ type: 'Update', actor: ACTOR, object: { id: objectId(postId) } })
    expect(JSON.stringify(update.object)).toContain('<strong>Pricing a pilot</strong>')
    expect(update.object).toHaveProperty('updated')
  })

  it('unpublished, reaches it as a Delete of a Tombstone', async () => {
    await owner.from('blog_posts').update({ published: false }).eq('id', postId)
    const deletion = await received(postId, 'Delete')
    expect(verifiesWith(deletion, ours.publicPem)).toBe(true)
    expect(JSON.parse(deletion.body)).toMatchObject({
      type: 'Delete',
      actor: ACTOR,
      object: { id: objectId(postId), type: 'Tombstone' },
    })
  })

  it('published again, is not announced again', async () => {
    await owner.from('blog_posts').update({ published: true }).eq('id', postId)
    // Any later delivery about the post comes after what publishing would have sent.
    await owner.from('blog_posts').update({ title: 'Pricing a pilot, again' }).eq('id', postId)
    await vi.waitFor(
      () => {
        expect(activitiesAbout(postId).map(({ type }) => type)).toEqual([
          'Create',
          'Update',
          'Delete',
          'Update',
        ])
      },
      { timeout: 10_000, interval: 50 },
    )
  })

  it('deleted, reaches it as a Delete', async () => {
    const deleted = await publish('Gone soon')
    await received(deleted, 'Create')
    await owner.from('blog_posts').delete().eq('id', deleted)
    await received(deleted, 'Delete')
  })
})

describe('a scheduled post', () => {
  it('is announced when its time passes, with no app open', async () => {
    const at = new Date(backend.clock.now() + 60 * 60_000)
    const { id } = await createPost(owner, { title: 'Scheduled', scheduled_at: at.toISOString() })
    backend.clock.advance(61 * 60)
    const create = await received(id, 'Create')
    expect(verifiesWith(create, ours.publicPem)).toBe(true)
  })
})

describe('an archive restore', () => {
  it('announces nothing of the posts it publishes, even published again', async () => {
    const { id } = await createPost(owner, { title: 'Restored' })
    const { data: row } = await owner.from('blog_posts').select('*').eq('id', id).single()
    const uploadId = randomUUID()
    const payload = { rows: [{ ...row, published: true }] }
    const staged = await owner.rpc('stage_archive_part', {
      upload_id: uploadId,
      part: 1,
      table_name: 'blog_posts',
      payload,
    })
    expect(staged.error).toBeNull()
    const applied = await owner.rpc('apply_archive_upload', { upload_id: uploadId, parts: 1 })
    expect(applied.data).toMatchObject({ written: { blog_posts: 1 } })
    await owner.from('blog_posts').update({ published: false }).eq('id', id)
    await owner.from('blog_posts').update({ published: true }).eq('id', id)
    // Deliveries go out in order: once a later post's Create is in, the restored post's would be.
    await received(await publish('After the restore'), 'Create')
    expect(activitiesAbout(id).map(({ type }) => type)).not.toContain('Create')
  })
})

describe('news that comes while a delivery is sent', () => {
  it('goes next: an edit made while its Create was on its way reaches the server as an Update', async () => {
    const service = serviceClient(backend.target)
    remote.inboxStatus = 503
    const postId = await publish('On its way')
    await vi.waitFor(
      async () => {
        expect((await deliveryOf(postId)).attempts).toBe(1)
      },
      { timeout: 10_000, interval: 50 },
    )
    remote.inboxStatus = 202
    // This test is the run that sends the Create: it takes it, the server no longer paused.
    await service
      .from('fediverse_delivery_hosts')
      .delete()
      .eq('host', new URL(remote.actorId).host)
      .throwOnError()
    await service
      .from('fediverse_deliveries')
      .update({ next_attempt_at: new Date(backend.clock.now() - 60_000).toISOString() })
      .eq('post_id', postId)
      .throwOnError()
    const { deliveries } = await takeDueDeliveries(service, backend.clock.now())
    const create = deliveries.find((delivery) => delivery.post_id === postId)
    if (!create) throw new Error('The Create was not taken')

    await owner.from('blog_posts').update({ title: 'On its way, edited' }).eq('id', postId)
    await recordDelivered(service, create, backend.clock.now())

    const update = JSON.parse((await received(postId, 'Update')).body) as { object: unknown }
    expect(JSON.stringify(update.object)).toContain('On its way, edited')
  })
})

describe('a server that fails', () => {
  const attemptsAt = (postId: string) => activitiesAbout(postId).length

  /** Runs of the jobs at the clock's time happened: a post scheduled for now is published. */
  async function jobsRan(): Promise<string> {
    const { id } = await createPost(owner, {
      title: 'Marker',
      scheduled_at: new Date(backend.clock.now()).toISOString(),
    })
    await vi.waitFor(
      async () => {
        const { data } = await owner.from('blog_posts').select('published').eq('id', id).single()
        expect(data?.published).toBe(true)
      },
      { timeout: 10_000, interval: 50 },
    )
    return id
  }

  it('is tried again later and later, and paused meanwhile, not called on each run', async () => {
    remote.inboxStatus = 503
    const postId = await publish('While the server is down')
    await vi.waitFor(
      async () => {
        expect((await deliveryOf(postId)).attempts).toBe(1)
      },
      {
        timeout: 10_000,
        interval: 50,
      },
    )
    expect(await deliveryOf(postId)).toMatchObject({ state: 'pending', last_error: 'HTTP 503' })
    const marker = await jobsRan()
    await jobsRan()
    expect(attemptsAt(postId)).toBe(1)
    // The marker's Create waits too: the server is paused.
    expect(attemptsAt(marker)).toBe(0)

    backend.clock.advance(61)
    await vi.waitFor(
      async () => {
        expect((await deliveryOf(postId)).attempts).toBe(2)
      },
      {
        timeout: 10_000,
        interval: 50,
      },
    )
    const { data: paused } = await owner
      .from('fediverse_delivery_hosts')
      .select('failures, paused_until')
      .single()
      .throwOnError()
    expect(paused.failures).toBe(2)
    const pause = Date.parse(paused.paused_until) - backend.clock.now()
    expect(pause).toBeGreaterThan(60_000)
    backend.clock.advance(61)
    await jobsRan()
    expect(attemptsAt(postId)).toBe(2)

    remote.inboxStatus = 202
    backend.clock.advance(2 * 60)
    await received(marker, 'Create')
    await vi.waitFor(
      async () => {
        const { data } = await owner.from('fediverse_deliveries').select('state')
        expect(data?.map(({ state }) => state)).not.toContain('pending')
      },
      { timeout: 10_000, interval: 50 },
    )
    expect((await deliveryOf(postId)).state).toBe('delivered')
    const { data: hosts } = await owner.from('fediverse_delivery_hosts').select('host')
    expect(hosts).toEqual([])
  })

  it('is given up after three days', async () => {
    remote.inboxStatus = 503
    const postId = await publish('Never delivered')
    await vi.waitFor(
      async () => {
        expect((await deliveryOf(postId)).attempts).toBe(1)
      },
      {
        timeout: 10_000,
        interval: 50,
      },
    )
    backend.clock.advance(3 * 24 * 60 * 60)
    await vi.waitFor(
      async () => {
        expect((await deliveryOf(postId)).state).toBe('failed')
      },
      {
        timeout: 10_000,
        interval: 50,
      },
    )
    expect(attemptsAt(postId)).toBe(2)
  })
})

describe('the queue', () => {
  it('is read by the owner alone', async () => {
    const { data } = await serviceClient(backend.target).from('fediverse_deliveries').select('id')
    const { data: owners } = await owner.from('fediverse_deliveries').select('id')
    expect(owners).toHaveLength(data?.length ?? -1)
    expect(data?.length).toBeGreaterThan(0)
    const { data: visitors } = await anonClient(backend.target)
      .from('fediverse_deliveries')
      .select('id')
    expect(visitors ?? []).toEqual([])
  })
})
