import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { blockServer, removeFollower, unblockServer } from '../../shared/backend/ownerFediverse.ts'
import { ownerClient, serviceClient } from './support/clients.ts'
import {
  type FediverseServer,
  type ReceivedPost,
  rsaKeyPair,
  startFediverseServer,
  verifiesWith,
} from './support/fediverse-server.ts'
import { ACTOR, fediverseEnvironment } from './support/fediverse-account.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'

/**
 * The account's followers, against a second fediverse server on loopback that follows it: the
 * collection the actor names (functions/activitypub-followers) answers with how many follow,
 * never who; a follower the owner removes, or whose server the owner blocks, receives a Reject
 * of their Follow signed by the owner (functions/activitypub-deliver), and one who leaves by
 * their own Undo does not.
 */

const ours = rsaKeyPair()
let backend: OwnBackend
let remote: FediverseServer
let functions: string
let owner: BackendClient

/** Follows the owner from the remote server: the Follow, once its Accept came. */
async function followed() {
  const activity = follow()
  expect((await remote.deliver(`${functions}/activitypub-inbox`, activity)).status).toBe(202)
  return activity
}

/** The Reject of `follow` the remote's reader inbox received, once it has come. */
async function rejectOf(activity: { id: string }): Promise<ReceivedPost> {
  let found: ReceivedPost | undefined
  await vi.waitFor(
    () => {
      found = remote.received.find((post) => {
        const body = JSON.parse(post.body) as { type: string; object?: { id?: string } }
        return body.type === 'Reject' && body.object?.id === activity.id
      })
      expect(found).toBeDefined()
    },
    { timeout: 10_000, interval: 50 },
  )
  if (!found) throw new Error(`No Reject of ${activity.id}`)
  return found
}

async function rejectsQueued(): Promise<number> {
  const { count } = await serviceClient(backend.target)
    .from('fediverse_deliveries')
    .select('id', { count: 'exact' })
    .eq('activity', 'Reject')
    .throwOnError()
  return count ?? 0
}

const follow = () => ({
  id: `${remote.actorId}#follows/${randomUUID()}`,
  type: 'Follow',
  actor: remote.actorId,
  object: ACTOR,
})

beforeAll(async () => {
  remote = await startFediverseServer()
  backend = await startOwnBackend({ args: ['--no-seed'], env: fediverseEnvironment(ours) })
  functions = `${backend.target.url}/functions/v1`
  owner = await ownerClient(backend.target)
})

afterAll(async () => {
  await backend.stop()
  await remote.close()
})

describe('the followers collection', () => {
  const read = async () => {
    const response = await fetch(`${functions}/activitypub-followers`, {
      headers: { Accept: 'application/activity+json' },
      signal: AbortSignal.timeout(5000),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/activity+json; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    return (await response.json()) as Record<string, unknown>
  }

  it('counts the followers, a Follow one more, and names none of them', async () => {
    expect(await read()).toEqual({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${functions}/activitypub-followers`,
      type: 'OrderedCollection',
      totalItems: 0,
    })
    expect((await remote.deliver(`${functions}/activitypub-inbox`, follow())).status).toBe(202)
    const collection = await read()
    expect(collection.totalItems).toBe(1)
    expect(JSON.stringify(collection)).not.toContain(remote.origin)
  })

  it('is only read', async () => {
    const answer = await fetch(`${functions}/activitypub-followers`, {
      method: 'POST',
      body: '{}',
      signal: AbortSignal.timeout(5000),
    })
    expect(answer.status).toBe(405)
  })
})

describe('a follower the owner removes', () => {
  it('receives a Reject of their Follow, signed by the owner', async () => {
    const activity = await followed()
    await removeFollower(owner, remote.actorId)
    const reject = await rejectOf(activity)
    expect(reject.path).toBe('/users/reader/inbox')
    expect(reject.headers.signature).toContain(`keyId="${ACTOR}#main-key"`)
    expect(verifiesWith(reject, ours.publicPem)).toBe(true)
    expect(JSON.parse(reject.body)).toMatchObject({
      type: 'Reject',
      actor: ACTOR,
      object: { id: activity.id, type: 'Follow', actor: remote.actorId, object: ACTOR },
    })
  })

  it('receives one too when the owner blocks their server', async () => {
    const activity = await followed()
    const host = new URL(remote.origin).host
    await blockServer(owner, host)
    try {
      const reject = await rejectOf(activity)
      expect(verifiesWith(reject, ours.publicPem)).toBe(true)
    } finally {
      await unblockServer(owner, host)
    }
  })

  it('is not sent one after leaving by their own Undo', async () => {
    const activity = await followed()
    const queued = await rejectsQueued()
    const undo = {
      id: `${activity.id}#undo`,
      type: 'Undo',
      actor: remote.actorId,
      object: activity,
    }
    expect((await remote.deliver(`${functions}/activitypub-inbox`, undo)).status).toBe(202)
    expect(await rejectsQueued()).toBe(queued)
  })
})
