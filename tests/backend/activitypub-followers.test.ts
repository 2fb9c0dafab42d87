import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FediverseServer,
  rsaKeyPair,
  startFediverseServer,
} from './support/fediverse-server.ts'
import { ACTOR, fediverseEnvironment } from './support/fediverse-account.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'

/**
 * The account's followers (functions/activitypub-followers), against a second fediverse server on
 * loopback that follows it: the collection the actor names answers with how many follow, never
 * who.
 */

const ours = rsaKeyPair()
let backend: OwnBackend
let remote: FediverseServer
let functions: string

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
