import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { imageBytes } from '../support/images.ts'
import {
  CARD_TITLE,
  OEMBED_TITLE,
  type OutsideSites,
  VIDEO_ID,
  VIDEO_TITLE,
  startOutsideSites,
} from '../support/outside-sites.ts'
import { anonClient, otherAccount, ownerClient } from './support/clients.ts'
import { invokeFunction } from './support/functions.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'

/**
 * The link-preview function against a stand-in for the outside sites on loopback
 * (LOCAL_OUTSIDE_SITES): a video is titled by its provider's oEmbed answer, a page by its Open
 * Graph tags or its oEmbed discovery link, and each preview image is stored in blog-images;
 * pages too large, too slow or not HTML, and private addresses, give no preview.
 */

let backend: OwnBackend
let sites: OutsideSites
let owner: BackendClient

const preview = (url: string, client: BackendClient = owner) =>
  invokeFunction(client, 'link-preview', { url })

/** The stored image a preview names, as the site serves it. */
async function storedImage(path: unknown): Promise<Buffer> {
  expect(path).toMatch(/^embeds\/[0-9a-f]{32}\.\w+$/)
  const response = await fetch(
    `${backend.target.url}/storage/v1/object/public/blog-images/${String(path)}`,
  )
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

beforeAll(async () => {
  sites = await startOutsideSites()
  backend = await startOwnBackend({ env: { LOCAL_OUTSIDE_SITES: sites.url } })
  owner = await ownerClient(backend.target)
})

afterAll(async () => {
  await backend.stop()
  await sites.close()
})

describe('a preview', () => {
  it('of a YouTube address is a privacy-enhanced video, titled by YouTube’s oEmbed answer', async () => {
    const answer = await preview(`https://youtu.be/${VIDEO_ID}?si=share`)
    expect(answer).toMatchObject({
      status: 200,
      body: {
        url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
        title: VIDEO_TITLE,
        siteName: 'YouTube',
        video: {
          provider: 'youtube',
          embedSrc: `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
        },
      },
    })
    expect(await storedImage(answer.body?.image)).toEqual(imageBytes('image/jpeg'))
    expect(sites.requested).toContain(
      `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(`https://www.youtube.com/watch?v=${VIDEO_ID}`)}`,
    )
  })

  it('of a page with Open Graph tags is a card with its title, description, site and image', async () => {
    const answer = await preview('https://blog.example/moved')
    expect(answer).toMatchObject({
      status: 200,
      body: {
        url: 'https://blog.example/moved',
        title: CARD_TITLE,
        description: 'What a first quote should say & leave out',
        siteName: 'Blog Example',
        video: null,
      },
    })
    expect(await storedImage(answer.body?.image)).toEqual(imageBytes('image/png'))
  })

  it('of a page offering oEmbed takes the oEmbed answer’s title, provider and thumbnail', async () => {
    const answer = await preview('https://slides.example/deck')
    expect(answer).toMatchObject({
      status: 200,
      body: { title: OEMBED_TITLE, siteName: 'Slides Example', video: null },
    })
    expect(await storedImage(answer.body?.image)).toEqual(imageBytes('image/gif'))
  })

  it('keeps no image of a type the site does not show', async () => {
    const answer = await preview('https://blog.example/bad-image')
    expect(answer).toMatchObject({ status: 200, body: { title: 'Tiny', image: '' } })
  })
})

describe('no preview', () => {
  it.each([
    ['a page over 1 MB', 'https://blog.example/huge', 'too-large'],
    ['a document that is not HTML', 'https://blog.example/report.pdf', 'wrong-type'],
    ['a page with neither oEmbed nor Open Graph', 'https://blog.example/plain', 'no-preview'],
    ['a page that is not there', 'https://blog.example/gone', 'failed'],
  ])('of %s', async (_, url, reason) => {
    expect(await preview(url)).toMatchObject({ status: 422, body: { reason } })
  })

  it('of a page that does not finish within 5 s', async () => {
    const started = Date.now()
    expect(await preview('https://blog.example/slow')).toMatchObject({
      status: 422,
      body: { reason: 'too-slow' },
    })
    expect(Date.now() - started).toBeLessThan(8000)
  }, 15_000)

  it.each([
    ['loopback', 'https://127.0.0.1/admin'],
    ['a private network', 'https://192.168.1.10/'],
    ['this machine by name', 'https://localhost/'],
    ['plain http', 'http://blog.example/notes/pricing'],
    ['another scheme', 'file:///etc/passwd'],
    ['a redirect inwards', 'https://blog.example/inward'],
  ])('of an address on %s, which is never asked', async (_, url) => {
    const before = sites.requested.length
    expect(await preview(url)).toMatchObject({ status: 400, body: { reason: 'refused' } })
    const asked = sites.requested.slice(before)
    expect(asked.filter((address) => !address.startsWith('https://blog.example/'))).toEqual([])
  })

  it('for anyone but the owner', async () => {
    const visitor = await otherAccount(backend.target)
    try {
      expect(await preview('https://blog.example/notes/pricing', visitor.client)).toMatchObject({
        status: 403,
      })
    } finally {
      await visitor.remove()
    }
    expect(
      await preview('https://blog.example/notes/pricing', anonClient(backend.target)),
    ).toMatchObject({ status: 403 })
  })
})
