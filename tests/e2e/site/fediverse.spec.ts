import type { APIRequestContext } from '@playwright/test'
import { BACKEND_HOST } from '../support/backendHost.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * The built site as a fediverse server reads it (see global-setup): from the handle, through
 * WebFinger, to the actor, its followers (a count, on the backend), its outbox and a post's
 * object, each over HTTP with the content type such a server requires; and a post's page naming its object and its author. The build's
 * addresses are the site's configured ones, which the served build answers by path.
 */

const SITE_URL = 'http://127.0.0.1:4173'
const ACTIVITY_JSON = 'application/activity+json; charset=utf-8'

/** GETs a document the build names by its absolute address, checking its content type. */
async function fetchDocument(
  request: APIRequestContext,
  url: unknown,
  contentType: string | RegExp,
): Promise<Record<string, unknown>> {
  expect(typeof url).toBe('string')
  const address = new URL(String(url))
  expect(address.origin).toBe(SITE_URL)
  const response = await request.get(`${address.pathname}${address.search}`, {
    headers: { Accept: 'application/activity+json, application/jrd+json' },
  })
  expect(response.status(), String(url)).toBe(200)
  expect(response.headers()['content-type']).toMatch(contentType)
  return (await response.json()) as Record<string, unknown>
}

test('a fediverse server finds the account by its handle and reads its posts', async ({
  request,
  backendUrl,
}) => {
  const webfinger = await fetchDocument(
    request,
    `${SITE_URL}/.well-known/webfinger?resource=acct:alex@127.0.0.1:4173`,
    'application/jrd+json; charset=utf-8',
  )
  expect(webfinger.subject).toBe('acct:alex@127.0.0.1:4173')
  const self = (webfinger.links as { rel: string; type: string; href: string }[]).find(
    (link) => link.rel === 'self',
  )
  expect(self?.type).toBe('application/activity+json')

  const actor = await fetchDocument(request, self?.href, ACTIVITY_JSON)
  expect(actor).toMatchObject({ type: 'Person', preferredUsername: 'alex', name: 'Alex Morgan' })
  const key = actor.publicKey as { owner: string; publicKeyPem: string }
  expect(key.owner).toBe(actor.id)
  expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/)
  const avatar = await request.get(new URL((actor.icon as { url: string }).url).pathname)
  expect(avatar.headers()['content-type']).toBe('image/png')

  // The followers collection is the backend's (the build's backend address leads to the test's).
  const followersUrl = new URL(String(actor.followers))
  expect(followersUrl.origin).toBe(`http://${BACKEND_HOST}`)
  const followers = await request.get(`${backendUrl}${followersUrl.pathname}`, {
    headers: { Accept: 'application/activity+json' },
  })
  expect(followers.status()).toBe(200)
  expect(followers.headers()['content-type']).toBe(ACTIVITY_JSON)
  const collection = (await followers.json()) as { id: string; type: string; totalItems: number }
  expect(new URL(collection.id).pathname).toBe(followersUrl.pathname)
  expect(collection.type).toBe('OrderedCollection')
  expect(Number.isInteger(collection.totalItems)).toBe(true)

  const outbox = await fetchDocument(request, actor.outbox, ACTIVITY_JSON)
  expect(outbox.type).toBe('OrderedCollection')
  expect(outbox.totalItems).toBeGreaterThan(0)
  const page = await fetchDocument(request, outbox.first, ACTIVITY_JSON)
  const [create] = page.orderedItems as { object: { id: string } }[]
  const object = await fetchDocument(request, create?.object.id, ACTIVITY_JSON)
  expect(object).toMatchObject({ type: 'Note', attributedTo: actor.id })

  // A post's address pasted into a search resolves: its page names its object and its author.
  const html = await (await request.get(new URL(String(object.url)).pathname)).text()
  expect(html).toContain(
    `<link rel="alternate" type="application/activity+json" href="${String(object.id)}" />`,
  )
  expect(html).toContain('<meta name="fediverse:creator" content="@alex@127.0.0.1:4173" />')
})

test('NodeInfo says what the server is, at the addresses its discovery names', async ({
  request,
}) => {
  const discovery = await fetchDocument(
    request,
    `${SITE_URL}/.well-known/nodeinfo`,
    'application/json; charset=utf-8',
  )
  const [link] = discovery.links as { rel: string; href: string }[]
  expect(link?.rel).toBe('http://nodeinfo.diaspora.software/ns/schema/2.1')
  const nodeinfo = await fetchDocument(
    request,
    link?.href,
    'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"',
  )
  expect(nodeinfo).toMatchObject({ version: '2.1', protocols: ['activitypub'] })
})
