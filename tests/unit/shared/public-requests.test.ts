import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendContactMessage } from '../../../shared/backend/contact.ts'
import { fetchActiveRows, fetchContentRows } from '../../../shared/backend/contentTables.ts'
import { subscribeToNewsletter } from '../../../shared/backend/newsletterSignup.ts'
import {
  fetchFeaturedPosts,
  fetchLatestPosts,
  fetchPostCards,
  fetchPostCardsChangedAfter,
  fetchPostNeighbours,
  fetchPostPage,
  fetchPublishedPost,
  fetchPublishedTags,
} from '../../../shared/backend/posts.ts'
import { fetchPostPreview } from '../../../shared/backend/previewLinks.ts'
import {
  fetchLatestPublications,
  fetchPublicationCards,
  fetchPublicationPage,
} from '../../../shared/backend/publications.ts'
import {
  type PublicBackend,
  VISITOR_TIME_LIMIT_MS,
  createPublicBackend,
} from '../../../shared/backend/publicBackend.ts'
import type { BackendConfig } from '../../../shared/config/siteConfig.ts'
import { changedSince, fetchContentStamp } from '../../../site/data/contentStamp.ts'
import { changedPostsQuery } from '../../../site/search/changedPosts.ts'
import { SEARCH_STAMP_FILE } from '../../../site/search/searchFiles.ts'
import { CONTACT_SENT, SUBSCRIBE_ANSWER } from '../../../supabase/functions/_shared/formRules.ts'

/**
 * Every request a public page makes, against a real HTTP server playing a backend that fails:
 * one that never answers must be given up within the visitor's time limit, and an answer that
 * is not the API's (a page, or JSON of another shape) must never be believed.
 */

type Fault = 'silent' | 'html' | 'other-json'

/** JSON that is the answer of no request here: not a list of rows, a stamp or a function's answer. */
const OTHER_JSON = { message: 'ok', related: 5 }

/** A backend at a real address that answers as the test says; the site's files beside it. */
class FailingBackend {
  fault: Fault | null = null
  /** How the search index's stamp file is answered: as built, or with the fault. */
  stampFileFault: Fault | null = null
  /** The answer when there is no fault. */
  answer: unknown = null
  private arrived: (() => void)[] = []
  private readonly waiting = new Set<ServerResponse>()
  private readonly server = createServer((request, response) => {
    this.respond(request, response)
  })

  get url(): string {
    return `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}`
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve))
  }

  /** Resolves once the next request is left waiting for an answer. */
  arrival(): Promise<void> {
    return new Promise((resolve) => this.arrived.push(resolve))
  }

  endWaiting(): void {
    for (const response of this.waiting) response.destroy()
    this.waiting.clear()
  }

  close(): Promise<void> {
    this.endWaiting()
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve()
      })
    })
  }

  private respond(request: IncomingMessage, response: ServerResponse): void {
    request.resume()
    const stampFile = request.url === SEARCH_STAMP_FILE
    const fault = stampFile ? this.stampFileFault : this.fault
    if (fault === 'silent') {
      this.waiting.add(response)
      const arrived = this.arrived
      this.arrived = []
      for (const resolve of arrived) resolve()
      return
    }
    if (fault === 'html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end('<!doctype html><title>Sign in to the network</title>')
      return
    }
    const body = fault === 'other-json' ? OTHER_JSON : stampFile ? STAMP : this.answer
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }
}

const STAMP = { blog_posts: '6:2026-11-03T14:25:00Z' }

const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  subject: 'Scaling',
  message: 'We would like to talk.',
}
const CONTACT_SEND = {
  values: CONTACT,
  website: '',
  requestId: '0b8e5a47-1f4b-4d3c-9a2e-7c6d5e4f3a21',
}

/** Each request a public page makes, as the page makes it. */
const PUBLIC_REQUESTS: Record<string, (backend: PublicBackend) => Promise<unknown>> = {
  'latest posts (home)': ({ data }) => fetchLatestPosts(data, 3),
  'featured posts (blog)': ({ data }) => fetchFeaturedPosts(data),
  'the first page of posts, counted (blog)': ({ data }) => fetchPostPage(data, 1),
  'a later page of posts, and the count (blog)': ({ data }) => fetchPostPage(data, 2),
  'every post card (tag filters)': ({ data }) => fetchPostCards(data),
  'a post by its slug': ({ data }) => fetchPublishedPost(data, 'the-scale-up-gap'),
  "a post's neighbours": ({ data }) => fetchPostNeighbours(data, 'the-scale-up-gap'),
  'a preview': ({ data }) => fetchPostPreview(data, 'a-token'),
  'the tags to filter by': ({ data }) => fetchPublishedTags(data),
  'the latest publications (blog)': ({ data }) => fetchLatestPublications(data, 4),
  'a page of publications': ({ data }) => fetchPublicationPage(data, 1),
  'every publication card (tag filters)': ({ data }) => fetchPublicationCards(data),
  'content rows (about, work with me)': ({ data }) => fetchContentRows(data, 'experiences'),
  'active content rows (testimonials, FAQs)': ({ data }) => fetchActiveRows(data, 'contact_faqs'),
  'posts changed since the search index': ({ data }) =>
    fetchPostCardsChangedAfter(data, '2026-01-01T00:00:00Z'),
  'the content stamp': ({ data }) => fetchContentStamp(data),
  'the contact form': ({ functions }) => sendContactMessage(functions, CONTACT_SEND),
  'the newsletter signup': ({ functions }) =>
    subscribeToNewsletter(functions, 'reader@example.com', ''),
  "search's read of changed posts": ({ data }) => changedPostsQuery(data).queryFn({}),
}

const backend = new FailingBackend()
let visitor: PublicBackend
let config: BackendConfig
const realFetch = globalThis.fetch

beforeAll(async () => {
  await backend.start()
  config = { url: backend.url, anonKey: 'anon-key' }
  visitor = createPublicBackend(config)
  // The site's own files (the search index's stamp) are asked for by path, as a page does.
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(input, backend.url), init),
  )
})
afterEach(() => {
  vi.useRealTimers()
  backend.fault = null
  backend.stampFileFault = null
  backend.endWaiting()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await backend.close()
})

/** How a request ended: its error, or what it gave. */
function outcome(request: Promise<unknown>): Promise<{ error: unknown } | { value: unknown }> {
  return request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
}

/** Starts a request against a backend that never answers, and moves the clock on `ms`. */
async function unanswered(request: () => Promise<unknown>, ms: number) {
  backend.fault = 'silent'
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const arrived = backend.arrival()
  const ended = outcome(request())
  await arrived
  await vi.advanceTimersByTimeAsync(ms)
  return ended
}

describe('every public request', () => {
  it.each(Object.entries(PUBLIC_REQUESTS))(
    '%s: is given up once the visitor has waited their time limit',
    async (_name, request) => {
      const ended = await unanswered(() => request(visitor), VISITOR_TIME_LIMIT_MS)
      expect(ended).toMatchObject({ error: { name: 'BackendError', status: 0 } })
    },
  )

  it.each(Object.entries(PUBLIC_REQUESTS))(
    '%s: does not take a page for its answer',
    async (_name, request) => {
      backend.fault = 'html'
      expect(await outcome(request(visitor))).toMatchObject({ error: { name: 'BackendError' } })
    },
  )

  it.each(Object.entries(PUBLIC_REQUESTS))(
    '%s: does not take JSON of another shape for its answer',
    async (_name, request) => {
      backend.fault = 'other-json'
      expect(await outcome(request(visitor))).toMatchObject({ error: { name: 'BackendError' } })
    },
  )
})

describe('the check for content changed since the build', () => {
  const built = { blog_posts: '6:2026-11-03T14:25:00Z', publications: '4:2026-10-01T09:00:00Z' }

  it('names the tables whose stamp changed', async () => {
    backend.answer = { ...built, publications: '5:2026-11-20T09:00:00Z' }
    expect(await changedSince(config, built)).toEqual(new Set(['publications']))
  })

  it('cannot tell, and says so, after 3 s without an answer', async () => {
    const ended = await unanswered(() => changedSince(config, built), 3000)
    expect(ended).toEqual({ value: 'unknown' })
  })

  it('cannot tell from an answer that is not a stamp', async () => {
    for (const fault of ['html', 'other-json'] as const) {
      backend.fault = fault
      expect(await changedSince(config, built)).toBe('unknown')
    }
  })
})

describe("the public functions' answers", () => {
  it('the contact form is sent on the function’s own answer that it stored the message', async () => {
    backend.answer = { message: CONTACT_SENT }
    expect(await outcome(sendContactMessage(visitor.functions, CONTACT_SEND))).toEqual({
      value: undefined,
    })
  })

  it('the newsletter signup is taken on the function’s own answer', async () => {
    backend.answer = { message: SUBSCRIBE_ANSWER }
    expect(await subscribeToNewsletter(visitor.functions, 'reader@example.com', '')).toBe(
      SUBSCRIBE_ANSWER,
    )
  })
})

describe("search's read of posts changed since its index", () => {
  it('is given up when the index’s stamp file does not come', async () => {
    backend.stampFileFault = 'silent'
    const ended = await unanswered(
      () => changedPostsQuery(visitor.data).queryFn({}),
      VISITOR_TIME_LIMIT_MS,
    )
    expect(ended).toHaveProperty('error')
  })

  it('reads nothing when the index’s stamp file is not a stamp', async () => {
    for (const fault of ['html', 'other-json'] as const) {
      backend.stampFileFault = fault
      expect(await changedPostsQuery(visitor.data).queryFn({})).toEqual([])
    }
  })
})
