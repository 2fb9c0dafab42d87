import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../shared/backend/database.types.ts'
import {
  type DeliveryOptions,
  type FediverseServer,
  rsaKeyPair,
  startFediverseServer,
  verifiesWith,
} from './support/fediverse-server.ts'
import { ACTOR, SITE, fediverseEnvironment } from './support/fediverse-account.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'

/**
 * The social web's inbox (functions/activitypub-inbox) against a second fediverse server on
 * loopback that signs as Mastodon does: a signed Follow is stored and answered with an Accept
 * signed by the owner's key; an Undo or a Delete of the actor removes the follower; requests
 * unsigned, tampered with, signed by another key or long ago are refused with 401, as are keys
 * that cannot be fetched within the limits. Requests signed as RFC 9421 are taken as well.
 */

const ours = rsaKeyPair()
let backend: OwnBackend
let remote: FediverseServer
let inbox: string

const service = () =>
  createClient<Database>(backend.target.url, backend.target.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })

async function followers(): Promise<string[]> {
  const { data, error } = await service().from('fediverse_followers').select('actor_id')
  if (error) throw new Error(error.message)
  return data.map((row) => row.actor_id)
}

const follow = () => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `${remote.actorId}#follows/${randomUUID()}`,
  type: 'Follow',
  actor: remote.actorId,
  object: ACTOR,
})

beforeAll(async () => {
  remote = await startFediverseServer()
  backend = await startOwnBackend({
    env: fediverseEnvironment(ours),
  })
  inbox = `${backend.target.url}/functions/v1/activitypub-inbox`
})

afterAll(async () => {
  await backend.stop()
  await remote.close()
})

describe('a signed Follow', () => {
  it('stores the follower and answers with an Accept signed by the owner', async () => {
    const activity = follow()
    const answer = await remote.deliver(inbox, activity)
    expect(answer).toMatchObject({ status: 202, body: { status: 'accepted' } })
    expect(await followers()).toEqual([remote.actorId])

    const [accept] = remote.received
    expect(accept?.path).toBe('/users/reader/inbox')
    expect(accept?.headers.signature).toContain(`keyId="${ACTOR}#main-key"`)
    expect(accept && verifiesWith(accept, ours.publicPem)).toBe(true)
    expect(JSON.parse(accept?.body ?? '{}')).toMatchObject({
      type: 'Accept',
      actor: ACTOR,
      object: { id: activity.id, type: 'Follow', actor: remote.actorId, object: ACTOR },
    })
  })

  it('sent again with the same id, is handled once', async () => {
    const activity = follow()
    const first = new Date()
    expect((await remote.deliver(inbox, activity, { date: first })).status).toBe(202)
    const accepts = remote.received.length
    // Signed afresh, as a server signs its retry.
    const retry = new Date(first.getTime() + 1000)
    expect(await remote.deliver(inbox, activity, { date: retry })).toMatchObject({
      status: 202,
      body: { status: 'already handled' },
    })
    expect(remote.received).toHaveLength(accepts)
  })

  it('is taken back by an Undo, which removes the follower', async () => {
    const activity = follow()
    expect((await remote.deliver(inbox, activity)).status).toBe(202)
    const undo = {
      id: `${remote.actorId}#undo/${randomUUID()}`,
      type: 'Undo',
      actor: remote.actorId,
      object: activity,
    }
    expect((await remote.deliver(inbox, undo)).status).toBe(202)
    expect(await followers()).toEqual([])
  })

  it('ends when its actor is deleted', async () => {
    expect((await remote.deliver(inbox, follow())).status).toBe(202)
    const deletion = {
      id: `${remote.actorId}#delete`,
      type: 'Delete',
      actor: remote.actorId,
      object: remote.actorId,
    }
    expect((await remote.deliver(inbox, deletion)).status).toBe(202)
    expect(await followers()).toEqual([])
  })
})

const refused = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
  const { status, body } = await answer
  expect(status).toBe(401)
  expect(body.error).toMatch(/^Not signed: /)
  expect(await followers()).toEqual([])
  return String(body.error)
}

/**
 * A Delete sent again with the signature it was taken with is refused with 401, and so it is when
 * `signatureSuffix` is added to its Signature header around that same signature.
 */
async function replayIsRefused(options: DeliveryOptions & { signatureSuffix: string }) {
  const activity = {
    id: `${remote.actorId}#delete/${randomUUID()}`,
    type: 'Delete',
    actor: remote.actorId,
    object: remote.actorId,
  }
  const date = new Date()
  const again = { ...options, date, signatureSuffix: '' }
  expect((await remote.deliver(inbox, activity, again)).status).toBe(202)
  for (const sent of [again, { ...again, signatureSuffix: options.signatureSuffix }]) {
    const answer = await remote.deliver(inbox, activity, sent)
    expect(answer.status).toBe(401)
    expect(answer.body.error).toContain('taken before')
  }
}

describe('a Follow signed as RFC 9421 (Signature-Input, Content-Digest)', () => {
  const rfc9421 = true

  it('stores the follower and answers with a signed Accept', async () => {
    const activity = follow()
    const answer = await remote.deliver(inbox, activity, { rfc9421 })
    expect(answer).toMatchObject({ status: 202, body: { status: 'accepted' } })
    expect(await followers()).toEqual([remote.actorId])
    const accept = remote.received.at(-1)
    expect(accept && verifiesWith(accept, ours.publicPem)).toBe(true)
    expect(JSON.parse(accept?.body ?? '{}')).toMatchObject({
      type: 'Accept',
      object: { id: activity.id, type: 'Follow' },
    })
    const undo = {
      id: `${activity.id}/undo`,
      type: 'Undo',
      actor: remote.actorId,
      object: activity,
    }
    expect((await remote.deliver(inbox, undo, { rfc9421 })).status).toBe(202)
    expect(await followers()).toEqual([])
  })

  it('is refused with 401 when signed by another key', async () => {
    const { privateKey } = rsaKeyPair()
    expect(await refused(remote.deliver(inbox, follow(), { rfc9421, key: privateKey }))).toContain(
      'does not verify',
    )
  })

  it('is refused with 401 when its body is not the one its Content-Digest gives', async () => {
    const tampered = JSON.stringify({ ...follow(), actor: 'https://elsewhere.example/users/x' })
    const answer = remote.deliver(inbox, follow(), { rfc9421, sentBody: tampered })
    expect(await refused(answer)).toContain('Content-Digest')
  })

  it('is refused with 401 when created more than an hour ago', async () => {
    const date = new Date(Date.now() - 2 * 60 * 60 * 1000)
    expect(await refused(remote.deliver(inbox, follow(), { rfc9421, date }))).toContain('created')
  })

  it('is refused with 401 when sent again, its Signature header added to or not', async () => {
    await replayIsRefused({ rfc9421, signatureSuffix: ', sig2=:AAEC:' })
  })
})

describe('a request the inbox refuses with 401', () => {
  it('is unsigned', async () => {
    expect(await refused(remote.deliver(inbox, follow(), { unsigned: true }))).toContain(
      'no Signature header',
    )
  })

  it('has a body other than the one signed', async () => {
    const tampered = JSON.stringify({ ...follow(), actor: 'https://elsewhere.example/users/x' })
    expect(await refused(remote.deliver(inbox, follow(), { sentBody: tampered }))).toContain(
      'Digest',
    )
  })

  it('is signed by a key other than the one its keyId names', async () => {
    const { privateKey } = rsaKeyPair()
    expect(await refused(remote.deliver(inbox, follow(), { key: privateKey }))).toContain(
      'does not verify',
    )
  })

  it('was taken before (a replay), its Signature header added to or not', async () => {
    await replayIsRefused({ signatureSuffix: ',note="again"' })
  })

  it('was signed more than an hour ago', async () => {
    const date = new Date(Date.now() - 2 * 60 * 60 * 1000)
    expect(await refused(remote.deliver(inbox, follow(), { date }))).toContain('Date')
  })

  it.each(['/hang', '/html', '/huge'])(
    'names a key at %s, which cannot be fetched within the limits, and answers within them',
    async (path) => {
      const answer = remote.deliver(inbox, follow(), { keyId: `${remote.origin}${path}#key` })
      expect(await refused(answer)).toContain('does not verify')
      expect((await answer).ms).toBeLessThan(7000)
    },
    10_000,
  )
})

describe('a signed request that is no activity', () => {
  it('is refused with 400', async () => {
    const answer = await remote.deliver(inbox, { hello: 'world' })
    expect(answer).toMatchObject({ status: 400, body: { error: 'The body is not an activity.' } })
  })
})

describe('an inbox not allowed to call private addresses', () => {
  it('refuses a sender whose key is on one', async () => {
    const strict = await startOwnBackend({
      env: { SITE_URL: SITE, FEDIVERSE_PRIVATE_KEY: ours.privatePem },
    })
    const delivered = remote.received.length
    try {
      const answer = await remote.deliver(
        `${strict.target.url}/functions/v1/activitypub-inbox`,
        follow(),
      )
      expect(answer).toMatchObject({ status: 401 })
      expect(remote.received).toHaveLength(delivered)
    } finally {
      await strict.stop()
    }
  })
})
