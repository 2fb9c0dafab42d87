import { setTimeout } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../support/free-port.ts'
import { anonClient, serviceClient, signedInClient } from './support/clients.ts'
import { type FreshBackend, startFreshBackend } from './support/fresh-backend.ts'
import { type BackendTarget, backendTarget, isLocal } from './support/target.ts'
import { createPost } from '../support/factories/blogPosts.ts'
import { createFaq } from '../support/factories/contactFaqs.ts'

/** The local backend as a program: fresh databases, the first owner, restarts, start-up options. */

const suite = backendTarget()
let backend: FreshBackend | null = null

afterEach(async () => {
  await backend?.stop()
  backend = null
})

describe.runIf(isLocal(suite))('a fresh local backend', () => {
  it('makes the first self-service sign-up the owner, and closes sign-up after it', async () => {
    backend = await startFreshBackend({ args: ['--no-seed', '--no-owner'] })
    const visitor = anonClient(backend.target)
    expect((await visitor.rpc('site_has_owner')).data).toBe(false)
    expect((await visitor.from('blog_posts').select('id')).data).toEqual([])

    const first = await visitor.auth.signUp({
      email: 'first@example.com',
      password: 'first-owner-password',
    })
    expect(first.error).toBeNull()
    expect(first.data.session).not.toBeNull()
    expect((await visitor.rpc('site_has_owner')).data).toBe(true)

    const owner = await signedInClient('first@example.com', 'first-owner-password', backend.target)
    const post = await owner
      .from('blog_posts')
      .insert({ title: 'Hello', slug: 'hello', content: '<p>Hi</p>', tags: ['News'] })
    expect(post.error).toBeNull()

    const second = await anonClient(backend.target).auth.signUp({
      email: 'second@example.com',
      password: 'second-owner-password',
    })
    expect(second.error?.message).toBe('Signups not allowed for this instance')

    // An account made by the service role exists, but it is not the owner.
    const created = await serviceClient(backend.target).auth.admin.createUser({
      email: 'helper@example.com',
      password: 'helper-account-password',
      email_confirm: true,
    })
    expect(created.error).toBeNull()
    const helper = await signedInClient(
      'helper@example.com',
      'helper-account-password',
      backend.target,
    )
    const write = await helper
      .from('blog_posts')
      .insert({ title: 'Nope', slug: 'nope', content: '<p>x</p>', tags: ['x'] })
    expect(write.error?.code).toBe('42501')

    // The owner's account cannot be deleted out from under the site.
    const ownerId = first.data.user?.id ?? ''
    const removal = await serviceClient(backend.target).auth.admin.deleteUser(ownerId)
    expect(removal.error).toMatchObject({ status: 409 })
  })

  it('creates the demo owner from LOCAL_OWNER_EMAIL and LOCAL_OWNER_PASSWORD, with the demo content', async () => {
    backend = await startFreshBackend({
      env: { LOCAL_OWNER_EMAIL: 'me@example.com', LOCAL_OWNER_PASSWORD: 'my-own-long-password' },
    })
    expect(backend.process.output()).toContain(
      'me@example.com / my-own-long-password  (created now)',
    )
    const owner = await signedInClient('me@example.com', 'my-own-long-password', backend.target)
    const { data } = await owner.from('blog_posts').select('id')
    expect(data).toHaveLength(7)
  })

  it('keeps content across a restart and applies each migration once', async () => {
    backend = await startFreshBackend({ args: ['--no-seed'] })
    expect(backend.process.output()).toMatch(/Migrations\s+\d+ applied now/)
    const owner = await signedInClient(suite.owner.email, suite.owner.password, backend.target)
    await createFaq(owner, { question: 'Survives?', answer: 'Yes' })

    await backend.restart()
    expect(backend.process.output()).toMatch(/Migrations\s+0 applied now/)
    const { data } = await anonClient(backend.target).from('contact_faqs').select('question')
    expect(data).toEqual([{ question: 'Survives?' }])
    // The demo owner is created on a fresh database only, and still signs in after a restart.
    await signedInClient(suite.owner.email, suite.owner.password, backend.target)
  })

  it('answers every request from its launch on: refused until it listens, then 503 with Retry-After until ready', async () => {
    const port = await freePort()
    const outcomes: string[] = []
    const failedToStart = new AbortController()
    // A request every 20 ms from the moment of launch, each given five seconds to be answered.
    const polling = (async () => {
      while (!failedToStart.signal.aborted) {
        const outcome = await probe(`http://127.0.0.1:${port}/rest/v1/blog_posts?select=id`)
        outcomes.push(outcome)
        if (outcome === '200') return
        await setTimeout(20)
      }
    })()
    try {
      backend = await startFreshBackend({ args: ['--no-seed', '--port', String(port)] })
    } catch (error) {
      failedToStart.abort()
      throw error
    }
    await polling
    expect(outcomes.at(-1)).toBe('200')
    expect(
      outcomes.filter((outcome) => !/^(refused|503 retry after 1|200)$/.test(outcome)),
    ).toEqual([])
  })

  it('continues identities from the seed’s last value after a start and after a restart', async () => {
    backend = await startFreshBackend()
    const newestRevision = async (target: BackendTarget) => {
      const owner = await signedInClient(suite.owner.email, suite.owner.password, target)
      await createPost(owner, { title: 'Numbered', content: '<p>One more</p>', tags: ['News'] })
      const { data } = await owner
        .from('blog_post_revisions')
        .select('id')
        .order('id', { ascending: false })
        .limit(2)
      return (data ?? []).map((row) => row.id)
    }
    const [first = 0, seedLast = 0] = await newestRevision(backend.target)
    expect(first).toBe(seedLast + 1)

    await backend.restart()
    const [afterRestart] = await newestRevision(backend.target)
    expect(afterRestart).toBe(first + 1)
  })
})

describe.runIf(suite.flavour === 'pglite')('the PGlite data directory', () => {
  it('has one writer: a second backend on the same directory refuses to start', async () => {
    backend = await startFreshBackend({ args: ['--no-seed'] })
    await expect(backend.startAnother()).rejects.toThrow(
      /Another local backend \(pid \d+\) is using/,
    )
  })
})

/** What one GET got: its status (with Retry-After on a 503), `refused`, or `hung`. */
async function probe(url: string): Promise<string> {
  try {
    const response = await fetch(url, {
      headers: { apikey: suite.anonKey },
      signal: AbortSignal.timeout(5000),
    })
    await response.arrayBuffer()
    const retryAfter = response.headers.get('retry-after')
    return response.status === 503
      ? `503 retry after ${retryAfter ?? 'none'}`
      : String(response.status)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return 'hung'
    return 'refused'
  }
}
