import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { checkImage } from '../../supabase/local/storage/image-check.ts'
import { imageBytes, svgWithScript } from '../support/images.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { pngOfAtLeast } from '../../scripts/bench/large-png.ts'
import { backendTarget, isLocal } from './support/target.ts'
import { aal2Owner } from './support/two-factor-owner.ts'

/**
 * Abusive uploads from the owner's own aal2 session, which every storage policy lets through:
 * what stops them is the check of the file itself. Each is refused with a clear message and
 * leaves nothing behind. On a backend of its own: the owner enrols two-factor here.
 */

const suite = backendTarget()

const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded'
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>')
const polyglotTail = Buffer.from('<html><script>alert(1)</script></html>')
const sixMegabytes = pngOfAtLeast(6 * 1024 * 1024)

const buckets = [
  { bucket: 'blog-images', folder: 'abuse' },
  { bucket: 'company-logos', folder: 'startup-logos' },
]

const abuses: [string, string, Buffer, string, string, string][] = [
  ['an HTML page renamed .png', 'page.png', html, 'image/png', '415', NOT_AN_IMAGE],
  ['an SVG carrying a script', 'logo.svg', svgWithScript, 'image/svg+xml', '415', NOT_AN_IMAGE],
  [
    'a PNG with HTML appended (a polyglot)',
    'polyglot.png',
    Buffer.concat([imageBytes('image/png'), polyglotTail]),
    'image/png',
    '415',
    `The file has ${polyglotTail.length} bytes of other data after the PNG image`,
  ],
  [
    'a 6 MB image',
    'huge.png',
    sixMegabytes,
    'image/png',
    '413',
    'The object exceeded the maximum allowed size of 5 MB',
  ],
  ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png', '415', 'The file is empty'],
]

describe.runIf(isLocal(suite))('abusive uploads by the aal2 owner', () => {
  let backend: OwnBackend
  let owner: BackendClient

  beforeAll(async () => {
    backend = await startOwnBackend({ args: ['--no-seed'] })
    owner = await aal2Owner(backend.target)
  })

  afterAll(async () => {
    await backend.stop()
  })

  /** What the bucket shows of a path: its listing, and the public download's outcome. */
  async function stored(bucket: string, path: string) {
    const [folder = '', name = ''] = path.split('/')
    const listing = await owner.storage.from(bucket).list(folder, { search: name })
    const response = await fetch(owner.storage.from(bucket).getPublicUrl(path).data.publicUrl)
    const bytes = Buffer.from(await response.arrayBuffer())
    return {
      listed: (listing.data ?? []).map((entry) => entry.name),
      served: response.ok ? 'served' : (JSON.parse(bytes.toString()) as { error: string }).error,
      bytes,
    }
  }

  it('uses a real image for the 6 MB case, refused for its size alone', () => {
    expect(sixMegabytes.length).toBeGreaterThan(6 * 1024 * 1024)
    expect(checkImage(sixMegabytes)).toEqual({ ok: true, mimeType: 'image/png' })
  })

  describe.each(buckets)('to $bucket', ({ bucket, folder }) => {
    it('accepts a real image, so the refusals below are about the files', async () => {
      const path = `${folder}/real.png`
      const upload = await owner.storage
        .from(bucket)
        .upload(path, imageBytes('image/png'), { contentType: 'image/png' })
      expect(upload.error).toBeNull()
      expect(await stored(bucket, path)).toMatchObject({ listed: ['real.png'], served: 'served' })
    })

    it.each(abuses)(
      'refuses %s with a clear message and stores nothing',
      async (_case, name, bytes, contentType, statusCode, message) => {
        const path = `${folder}/${name}`
        const { data, error } = await owner.storage
          .from(bucket)
          .upload(path, bytes, { contentType })
        expect(data).toBeNull()
        expect(error).toMatchObject({ status: 400, statusCode, message })
        expect(await stored(bucket, path)).toMatchObject({ listed: [], served: 'not_found' })
      },
    )

    it('keeps the image that a GIF polyglot ending in ";" tried to replace', async () => {
      const path = `${folder}/kept.png`
      const original = imageBytes('image/gif')
      await owner.storage.from(bucket).upload(path, original, { contentType: 'image/gif' })
      const replacement = await owner.storage
        .from(bucket)
        .upload(path, Buffer.concat([original, Buffer.from('<script>alert(1)</script>;')]), {
          contentType: 'image/gif',
          upsert: true,
        })
      expect(replacement.error).toMatchObject({ statusCode: '415' })
      const after = await stored(bucket, path)
      expect(after).toMatchObject({ listed: ['kept.png'], served: 'served' })
      expect(after.bytes.equals(original)).toBe(true)
    })
  })
})
