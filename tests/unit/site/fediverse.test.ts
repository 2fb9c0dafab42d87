import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { serveSite } from '../../../scripts/bench/serveSite.ts'
import { readFediverseHandle } from '../../../shared/config/fediverse.ts'
import type { FeedPost } from '../../../site/prerender/feeds.ts'
import type { FediverseAccount } from '../../../site/prerender/fediverse/account.ts'
import {
  FEDIVERSE_HEADERS,
  REWRITES,
  WEBFINGER_PATH,
} from '../../../site/prerender/fediverse/addresses.ts'
import { fediverseDocuments, fediversePostHead } from '../../../site/prerender/fediverse/files.ts'
import { fediversePublicKey } from '../../../site/prerender/fediverse/publicKey.ts'
import { redirectsFile } from '../../../site/prerender/redirects.ts'
import { headersFile, parseHeadersFile } from '../../../site/prerender/staticHeaders.ts'
import { feedPost } from './feedPost.ts'

const SITE = 'https://alexmorgan.example'
const BACKEND = 'https://abcd.supabase.co'

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
})

const account: FediverseAccount = {
  siteUrl: SITE,
  backendUrl: BACKEND,
  handle: 'alex',
  ownerName: 'Alex Morgan',
  businessName: 'Morgan Strategy Partners',
  publicKeyPem: publicKey,
}

const post = (index: number, overrides: Partial<FeedPost> = {}): FeedPost =>
  feedPost(`post-${String(index)}`, new Date(Date.UTC(2026, 0, 1 + index)).toISOString(), {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ...overrides,
  })

const documentsOf = (posts: readonly FeedPost[]) =>
  new Map(
    fediverseDocuments({
      account,
      posts,
      body: (entry) => `<p>The whole of ${entry.slug}.</p>`,
      software: { name: 'consultant-site', version: '0.1.0' },
    }).map(({ path, document }) => [path, document as Record<string, unknown>]),
  )

/** The document written at an address of the site, as the build wrote it. */
function at(
  documents: Map<string, Record<string, unknown>>,
  url: unknown,
): Record<string, unknown> {
  expect(typeof url).toBe('string')
  const address = new URL(String(url))
  expect(address.origin).toBe(SITE)
  const path = REWRITES.find(({ from }) => from === address.pathname)?.to ?? address.pathname
  const document = documents.get(path)
  if (!document) throw new Error(`No document is written at ${String(url)}`)
  return document
}

describe('the fediverse handle', () => {
  it("is the owner's first name in lower case, without accents", () => {
    expect(readFediverseHandle({}, 'Alex Morgan')).toBe('alex')
    expect(readFediverseHandle({}, '  Zoë  Ann Smith')).toBe('zoe')
  })

  it('is VITE_FEDIVERSE_HANDLE when set, and a handle Mastodon cannot resolve is refused', () => {
    expect(readFediverseHandle({ VITE_FEDIVERSE_HANDLE: '@alex_m' }, 'Alex Morgan')).toBe('alex_m')
    expect(() => readFediverseHandle({ VITE_FEDIVERSE_HANDLE: 'alex.m' }, 'Alex')).toThrow(
      /letters, digits and underscores/,
    )
  })
})

describe('the discovery documents', () => {
  const documents = documentsOf([post(1)])

  it('answer WebFinger for acct:handle@host with the actor as its self link (RFC 7033)', () => {
    const webfinger = at(documents, `${SITE}${WEBFINGER_PATH}`)
    expect(webfinger.subject).toBe('acct:alex@alexmorgan.example')
    const links = webfinger.links as { rel: string; type?: string; href: string }[]
    const self = links.find((link) => link.rel === 'self')
    expect(self?.type).toBe('application/activity+json')
    expect(at(documents, self?.href).type).toBe('Person')
  })

  it('name the actor: a Person whose key it owns, its inbox and followers on the backend', () => {
    const actor = at(documents, `${SITE}/activitypub/actor.json`)
    expect(actor['@context']).toEqual(
      expect.arrayContaining([
        'https://www.w3.org/ns/activitystreams',
        'https://w3id.org/security/v1',
      ]),
    )
    expect(actor).toMatchObject({
      id: `${SITE}/activitypub/actor.json`,
      type: 'Person',
      preferredUsername: 'alex',
      name: 'Alex Morgan',
      url: `${SITE}/about`,
      icon: { type: 'Image', mediaType: 'image/png', url: `${SITE}/images/fediverse-avatar.png` },
      inbox: `${BACKEND}/functions/v1/activitypub-inbox`,
      followers: `${BACKEND}/functions/v1/activitypub-followers`,
      endpoints: { sharedInbox: `${BACKEND}/functions/v1/activitypub-inbox` },
      attributionDomains: ['alexmorgan.example'],
    })
    expect(actor.summary).toContain('Thoughts from Alex Morgan')
    const key = actor.publicKey as { id: string; owner: string; publicKeyPem: string }
    expect(key.owner).toBe(actor.id)
    expect(key.id.startsWith(`${String(actor.id)}#`)).toBe(true)
    expect(createPublicKey(key.publicKeyPem).asymmetricKeyType).toBe('rsa')
    expect(at(documents, actor.outbox).type).toBe('OrderedCollection')
  })

  it('lead to a NodeInfo 2.1 document', () => {
    const links = at(documents, `${SITE}/.well-known/nodeinfo`).links as {
      rel: string
      href: string
    }[]
    expect(links.map(({ rel }) => rel)).toEqual(['http://nodeinfo.diaspora.software/ns/schema/2.1'])
    const nodeinfo = at(documents, links[0]?.href)
    expect(nodeinfo).toMatchObject({
      version: '2.1',
      protocols: ['activitypub'],
      openRegistrations: false,
      usage: { users: { total: 1 }, localPosts: 1 },
    })
    expect((nodeinfo.software as { name: string }).name).toMatch(/^[a-z0-9-]+$/)
  })
})

describe('the outbox', () => {
  const posts = Array.from({ length: 45 }, (_, index) => post(index))
  const documents = documentsOf(posts)
  const outbox = at(documents, `${SITE}/activitypub/outbox.json`)

  it('counts every published post and pages them, newest first, linked from first to last', () => {
    expect(outbox).toMatchObject({
      '@context': 'https://www.w3.org/ns/activitystreams',
      type: 'OrderedCollection',
      totalItems: 45,
    })
    const ids: string[] = []
    let page: Record<string, unknown> | null = at(documents, outbox.first)
    let previous: unknown = undefined
    while (page) {
      expect(page).toMatchObject({ type: 'OrderedCollectionPage', partOf: outbox.id })
      expect(page.prev).toBe(previous)
      for (const item of page.orderedItems as Record<string, unknown>[]) {
        expect(item).toMatchObject({ type: 'Create', actor: `${SITE}/activitypub/actor.json` })
        const object = item.object as Record<string, unknown>
        // Each item's object is the post's own document, which its id resolves to.
        const { '@context': context, ...written } = at(documents, object.id)
        expect(context).toBeDefined()
        expect(written).toEqual(object)
        ids.push(String(object.id))
      }
      previous = page.id
      page = page.next === undefined ? null : at(documents, page.next)
    }
    expect(previous).toBe(outbox.last)
    expect(ids).toHaveLength(45)
    expect(ids[0]).toBe(`${SITE}/activitypub/posts/${posts[44]?.id ?? ''}.json`)
  })

  it('is one empty page when nothing is published', () => {
    const empty = documentsOf([])
    const first = at(empty, at(empty, `${SITE}/activitypub/outbox.json`).first)
    expect(first.orderedItems).toEqual([])
  })
})

describe("a post's object", () => {
  const withBanner = post(3, {
    tags: ['AI Implementation', 'Strategy'],
    featured_image_url: `${BACKEND}/storage/v1/object/public/blog-images/banner.jpg`,
    banner_alt: 'A whiteboard of plans',
  })
  const documents = documentsOf([withBanner])
  const object = at(documents, `${SITE}/activitypub/posts/${withBanner.id}.json`)

  it('is a Note whose content Mastodon shows: the title, the whole post, its link, its tags', () => {
    expect(object).toMatchObject({
      type: 'Note',
      attributedTo: `${SITE}/activitypub/actor.json`,
      url: `${SITE}/blog/post-3`,
      to: ['https://www.w3.org/ns/activitystreams#Public'],
      cc: [`${BACKEND}/functions/v1/activitypub-followers`],
      published: withBanner.publish_date,
    })
    expect(object.content).toBe(
      '<p><strong>Post &lt;post-3&gt; &amp; more</strong></p>' +
        '<p>The whole of post-3.</p>' +
        `<p><a href="${SITE}/blog/post-3">${SITE}/blog/post-3</a></p>` +
        `<p><a href="${SITE}/blog?tags=AI%20Implementation" class="mention hashtag" rel="tag">#<span>AIImplementation</span></a>` +
        ` <a href="${SITE}/blog?tags=Strategy" class="mention hashtag" rel="tag">#<span>Strategy</span></a></p>`,
    )
    // A summary would be shown as a content warning, hiding the post.
    expect(object).not.toHaveProperty('summary')
  })

  it('carries its tags as Hashtags and its banner as an image with its alt text', () => {
    expect(object['@context']).toContainEqual(expect.objectContaining({ Hashtag: 'as:Hashtag' }))
    expect(object.tag).toEqual([
      { type: 'Hashtag', name: '#AIImplementation', href: `${SITE}/blog?tags=AI%20Implementation` },
      { type: 'Hashtag', name: '#Strategy', href: `${SITE}/blog?tags=Strategy` },
    ])
    expect(object.attachment).toEqual([
      {
        type: 'Image',
        mediaType: 'image/jpeg',
        url: withBanner.featured_image_url,
        name: 'A whiteboard of plans',
        summary: 'A whiteboard of plans',
      },
    ])
  })

  it('is named in the post page head, with the account that wrote it', () => {
    expect(fediversePostHead(account, withBanner)).toBe(
      `<link rel="alternate" type="application/activity+json" href="${SITE}/activitypub/posts/${withBanner.id}.json" />` +
        '<meta name="fediverse:creator" content="@alex@alexmorgan.example" />',
    )
  })
})

describe('how a static host serves them', () => {
  const written = headersFile({ 'X-Content-Type-Options': 'nosniff' }, FEDIVERSE_HEADERS)

  it('gives each the content type fediverse servers require, readable from anywhere', () => {
    const type = (path: string) => parseHeadersFile(written, path)['Content-Type']
    expect(type('/.well-known/webfinger')).toBe('application/jrd+json; charset=utf-8')
    expect(type('/.well-known/webfinger.json')).toBe('application/jrd+json; charset=utf-8')
    expect(type('/activitypub/actor.json')).toBe('application/activity+json; charset=utf-8')
    expect(type('/activitypub/posts/x.json')).toBe('application/activity+json; charset=utf-8')
    expect(type('/nodeinfo/2.1.json')).toMatch(/^application\/json; profile="[^"]+2\.1#"$/)
    expect(type('/blog/a-post')).toBeUndefined()
    expect(parseHeadersFile(written, WEBFINGER_PATH)['Access-Control-Allow-Origin']).toBe('*')
  })

  it('answers the discovery addresses, whatever their query, from the files written', () => {
    const lines = redirectsFile([], { rewrites: REWRITES }).split('\n')
    expect(lines).toContain('/.well-known/webfinger /.well-known/webfinger.json 200')
    expect(lines).toContain('/.well-known/nodeinfo /.well-known/nodeinfo.json 200')
  })
})

describe('the static server the tests and benchmarks use', () => {
  it("answers as a host does: the rewritten address from its file, each address's _headers", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fediverse-site-'))
    mkdirSync(join(dir, '.well-known'))
    mkdirSync(join(dir, 'activitypub'))
    writeFileSync(
      join(dir, '_headers'),
      headersFile({ 'X-Frame-Options': 'DENY' }, FEDIVERSE_HEADERS),
    )
    writeFileSync(join(dir, '.well-known/webfinger.json'), '{"subject":"acct:alex@host"}')
    writeFileSync(join(dir, 'activitypub/actor.json'), '{"type":"Person"}')
    const site = await serveSite(dir)
    try {
      const webfinger = await fetch(`${site.url}/.well-known/webfinger?resource=acct:alex@host`)
      expect(webfinger.status).toBe(200)
      expect(webfinger.headers.get('content-type')).toBe('application/jrd+json; charset=utf-8')
      expect(webfinger.headers.get('access-control-allow-origin')).toBe('*')
      expect(webfinger.headers.get('x-frame-options')).toBe('DENY')
      expect(await webfinger.json()).toEqual({ subject: 'acct:alex@host' })
      const actor = await fetch(`${site.url}/activitypub/actor.json`)
      expect(actor.headers.get('content-type')).toBe('application/activity+json; charset=utf-8')
    } finally {
      await site.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the account's key", () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fediverse-key-'))
    dirs.push(dir)
    return join(dir, 'keys')
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('is FEDIVERSE_PUBLIC_KEY when set, one line with \\n as a host settings page takes it', () => {
    const oneLine = publicKey.trim().replaceAll('\n', '\\n')
    const local = tempDir()
    expect(fediversePublicKey({ FEDIVERSE_PUBLIC_KEY: oneLine }, BACKEND, local)).toBe(publicKey)
    expect(() => fediversePublicKey({ FEDIVERSE_PUBLIC_KEY: 'abc' }, BACKEND, local)).toThrow(
      /FEDIVERSE_PUBLIC_KEY is not a PEM key/,
    )
  })

  it('is made once on this computer for a local build, its private half kept to the owner', () => {
    const local = tempDir()
    const first = fediversePublicKey({}, 'http://127.0.0.1:54321', local)
    expect(first).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect(fediversePublicKey({}, 'http://localhost:9999', local)).toBe(first)
    const privateKey = join(local, 'private-key.pem')
    expect(statSync(privateKey).mode & 0o077).toBe(0)
    expect(readFileSync(privateKey, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/)
  })

  it('is absent for a build from a hosted project without one: no account is published', () => {
    const local = tempDir()
    expect(fediversePublicKey({}, BACKEND, local)).toBeNull()
  })
})
