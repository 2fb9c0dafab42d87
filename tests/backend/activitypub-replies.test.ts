import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { fetchApprovedReplies } from '../../shared/backend/fediverseReplies.ts'
import {
  blockServer,
  fetchReplyList,
  setReplyState,
  unblockServer,
} from '../../shared/backend/ownerFediverse.ts'
import { createPublicBackend } from '../../shared/backend/publicBackend.ts'
import { fetchContentStamp } from '../../site/data/contentStamp.ts'
import { createPosts } from '../support/factories/blogPosts.ts'
import { ownerClient, serviceClient } from './support/clients.ts'
import {
  type FediverseServer,
  rsaKeyPair,
  startFediverseServer,
} from './support/fediverse-server.ts'
import { fediverseEnvironment, postObject } from './support/fediverse-account.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'

/**
 * Replies, likes and boosts from the social web (functions/activitypub-inbox), from a second
 * fediverse server on loopback that signs as Mastodon does: a reply to a post's object waits,
 * pending and not public, until the owner approves it; hidden, it is gone again; its author's
 * Update and Delete change and remove it. Likes and boosts are counted per post. A server the
 * owner blocks is refused with 403, a flood with 429, a body over 256 KB with 413.
 */

const ours = rsaKeyPair()
let backend: OwnBackend
let remote: FediverseServer
let inbox: string
let owner: BackendClient
let postId: string

const objectOf = postObject
const activityId = (kind: string) => `${remote.actorId}#${kind}/${randomUUID()}`

function note(inReplyTo: string, content: string) {
  const id = `${remote.origin}/users/reader/statuses/${randomUUID()}`
  return {
    id,
    type: 'Note',
    attributedTo: remote.actorId,
    inReplyTo,
    url: `${remote.origin}/@reader/${id.split('/').pop() ?? ''}`,
    published: '2026-11-20T10:00:00Z',
    content,
  }
}

const create = (object: object) => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: activityId('create'),
  type: 'Create',
  actor: remote.actorId,
  object,
})

const visitor = () =>
  createPublicBackend({ url: backend.target.url, anonKey: backend.target.anonKey }).data

const publicReplies = () => fetchApprovedReplies(visitor(), postId)

/** The content stamp's part for the replies, as a page built now would keep it. */
const repliesStamp = async () => (await fetchContentStamp(visitor())).fediverse_replies

async function storedReply(objectId: string) {
  const { data, error } = await serviceClient(backend.target)
    .from('fediverse_replies')
    .select('id, state, author_name, author_handle, url, content, published_at')
    .eq('object_id', objectId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

beforeAll(async () => {
  remote = await startFediverseServer()
  backend = await startOwnBackend({
    env: fediverseEnvironment(ours),
  })
  inbox = `${backend.target.url}/functions/v1/activitypub-inbox`
  owner = await ownerClient(backend.target)
  const [post] = await createPosts(owner, [
    { title: 'Replies welcome', published: true, publish_date: new Date().toISOString() },
  ])
  postId = post?.id ?? ''
})

afterAll(async () => {
  await backend.stop()
  await remote.close()
})

describe('a reply to a post', () => {
  it('is kept pending, cleaned, and is public only once the owner approves it', async () => {
    const reply = note(
      objectOf(postId),
      '<p>Great post! <a href="https://example.social/tags/x" class="hashtag">#x</a><script>alert(1)</script><img src=x onerror=alert(2)></p>',
    )
    expect((await remote.deliver(inbox, create(reply))).status).toBe(202)

    const stored = await storedReply(reply.id)
    expect(stored).toMatchObject({
      state: 'pending',
      author_name: 'Robin Reader',
      author_handle: `@reader@${new URL(remote.origin).host}`,
      url: reply.url,
      content:
        '<p>Great post! <a href="https://example.social/tags/x" rel="nofollow ugc">#x</a></p>',
    })
    expect(Date.parse(stored?.published_at ?? '')).toBe(Date.parse(reply.published))
    expect(await publicReplies()).toEqual([])

    await setReplyState(owner, stored?.id ?? '', 'approved')
    expect(await publicReplies()).toMatchObject([
      { author_name: 'Robin Reader', url: reply.url, content: stored?.content },
    ])
    const listed = await fetchReplyList(owner)
    expect(listed.replies[0]).toMatchObject({ state: 'approved', post: { id: postId } })

    await setReplyState(owner, stored?.id ?? '', 'hidden')
    expect(await publicReplies()).toEqual([])
  })

  it('changes the content stamp when approved, hidden or edited, not while pending', async () => {
    const reply = note(objectOf(postId), '<p>Stamped</p>')
    const built = await repliesStamp()
    expect(built).toEqual(expect.any(String))
    expect((await remote.deliver(inbox, create(reply))).status).toBe(202)
    expect(await repliesStamp()).toBe(built)

    const id = (await storedReply(reply.id))?.id ?? ''
    await setReplyState(owner, id, 'approved')
    const approved = await repliesStamp()
    expect(approved).not.toBe(built)

    // Its author's edit, approved again: as many replies, and a newer change.
    const update = { ...create({ ...reply, content: '<p>Stamped again</p>' }), type: 'Update' }
    expect((await remote.deliver(inbox, update)).status).toBe(202)
    await setReplyState(owner, id, 'approved')
    expect(await repliesStamp()).not.toBe(approved)

    await setReplyState(owner, id, 'hidden')
    expect(await repliesStamp()).toBe(built)
  })

  it('changes with its author’s Update, waiting for approval again, and goes with their Delete', async () => {
    const reply = note(objectOf(postId), '<p>First words</p>')
    await remote.deliver(inbox, create(reply))
    await setReplyState(owner, (await storedReply(reply.id))?.id ?? '', 'approved')

    const update = { ...create({ ...reply, content: '<p>Second words</p>' }), type: 'Update' }
    expect((await remote.deliver(inbox, update)).status).toBe(202)
    expect(await storedReply(reply.id)).toMatchObject({
      state: 'pending',
      content: '<p>Second words</p>',
    })

    const deletion = { ...create({ id: reply.id, type: 'Tombstone' }), type: 'Delete' }
    expect((await remote.deliver(inbox, deletion)).status).toBe(202)
    expect(await storedReply(reply.id)).toBeNull()
  })

  it('to anything but a published post’s object is let be, with 202', async () => {
    const elsewhere = note(`${remote.origin}/users/someone/statuses/1`, '<p>Hi</p>')
    const unknownPost = note(objectOf(randomUUID()), '<p>Hi</p>')
    for (const reply of [elsewhere, unknownPost]) {
      expect((await remote.deliver(inbox, create(reply))).status).toBe(202)
      expect(await storedReply(reply.id)).toBeNull()
    }
  })
})

describe('likes and boosts', () => {
  it('are counted per post, once per reader, and an Undo takes one back', async () => {
    const like = {
      id: activityId('like'),
      type: 'Like',
      actor: remote.actorId,
      object: objectOf(postId),
    }
    const boost = { ...like, id: activityId('boost'), type: 'Announce' }
    for (const activity of [like, { ...like, id: activityId('like') }, boost]) {
      expect((await remote.deliver(inbox, activity)).status).toBe(202)
    }
    expect((await fetchReplyList(owner)).reactions).toEqual([
      { postId, title: 'Replies welcome', likes: 1, boosts: 1 },
    ])

    const undo = { id: activityId('undo'), type: 'Undo', actor: remote.actorId, object: boost }
    expect((await remote.deliver(inbox, undo)).status).toBe(202)
    expect((await fetchReplyList(owner)).reactions).toEqual([
      { postId, title: 'Replies welcome', likes: 1, boosts: 0 },
    ])
  })
})

describe('the inbox refuses', () => {
  it('a server the owner blocked, with 403', async () => {
    const host = new URL(remote.origin).host
    await blockServer(owner, host)
    try {
      const reply = note(objectOf(postId), '<p>Blocked</p>')
      const answer = await remote.deliver(inbox, create(reply))
      expect(answer).toMatchObject({ status: 403, body: { error: 'This server is blocked.' } })
      expect(await storedReply(reply.id)).toBeNull()
    } finally {
      await unblockServer(owner, host)
    }
    expect(
      (await remote.deliver(inbox, create(note(objectOf(postId), '<p>Back</p>')))).status,
    ).toBe(202)
  })

  it('a body over 256 KB, with 413', async () => {
    const reply = note(objectOf(postId), `<p>${'x'.repeat(300 * 1024)}</p>`)
    expect(await remote.deliver(inbox, create(reply))).toMatchObject({ status: 413 })
    expect(await storedReply(reply.id)).toBeNull()
  })

  it('a server past 300 requests a minute, with 429', async () => {
    // Another name for the loopback server: a count of its own, so the other cases are not held.
    const keyId = `${remote.origin.replace('127.0.0.1', 'localhost')}/users/reader#main-key`
    const statuses: number[] = []
    for (let batch = 0; batch < 31; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          remote.deliver(inbox, create(note(objectOf(postId), '<p>Again</p>')), {
            keyId,
            sentBody: '{}',
          }),
        ),
      )
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.slice(0, 300).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(300)).toEqual(Array.from({ length: 10 }, () => 429))
  })

  it('counted in the database, where every instance of the inbox counts alike', async () => {
    const count = (client: BackendClient, at: string) =>
      client.rpc('count_inbox_request', { server: 'counted.example', at, window_seconds: 60 })
    const service = serviceClient(backend.target)
    const counted = async (at: string) => (await count(service, at).throwOnError()).data
    expect(await counted('2026-11-20T10:00:30Z')).toBe(1)
    expect(await counted('2026-11-20T10:01:29Z')).toBe(2)
    // A minute after the server's first request, its window is over: it counts from one again.
    expect(await counted('2026-11-20T10:01:30Z')).toBe(1)
    expect((await count(owner, '2026-11-20T10:01:31Z')).error?.code).toBe('42501')
  })
})
