import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackendClient } from '../../shared/backend/client.ts'
import { type FixtureType, imageBytes, imageFixtures, svgWithScript } from '../support/images.ts'
import { type OtherAccount, anonClient, otherAccount, ownerClient } from './support/clients.ts'

/** Image storage: public reads, owner-only writes, and uploads checked by their content. */

let owner: BackendClient
let anon: BackendClient
let other: OtherAccount
const folder = `test-${randomUUID().slice(0, 8)}`

beforeAll(async () => {
  owner = await ownerClient()
  anon = anonClient()
  other = await otherAccount()
})

afterAll(async () => {
  const { data } = await owner.storage.from('blog-images').list(folder)
  const names = (data ?? []).map((file) => `${folder}/${file.name}`)
  if (names.length > 0) await owner.storage.from('blog-images').remove(names)
  await other.remove()
})

async function fetchPublic(client: BackendClient, bucket: string, path: string) {
  const url = client.storage.from(bucket).getPublicUrl(path).data.publicUrl
  const response = await fetch(url)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('an owner upload', () => {
  it('is served publicly with its real type and cache headers', async () => {
    const path = `${folder}/banner.png`
    const upload = await owner.storage
      .from('blog-images')
      .upload(path, new Blob([new Uint8Array(imageBytes('image/png'))], { type: 'image/png' }))
    expect(upload.error).toBeNull()
    expect(upload.data?.fullPath).toBe(`blog-images/${path}`)

    const { response, bytes } = await fetchPublic(anon, 'blog-images', path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(bytes.equals(imageBytes('image/png'))).toBe(true)
  })

  it.each(Object.keys(imageFixtures) as FixtureType[])(
    'accepts %s, typed by its content whatever the name says',
    async (type) => {
      const path = `startup-logos/${folder}-${type.replace('/', '-')}.bin`
      const upload = await owner.storage
        .from('company-logos')
        .upload(path, imageBytes(type), { contentType: 'application/octet-stream' })
      expect(upload.error).toBeNull()
      const { response } = await fetchPublic(anon, 'company-logos', path)
      expect(response.headers.get('content-type')).toBe(type)
      await owner.storage.from('company-logos').remove([path])
    },
  )

  it('refuses to overwrite without upsert, and replaces with it', async () => {
    const path = `${folder}/replace.png`
    const bucket = owner.storage.from('blog-images')
    await bucket.upload(path, imageBytes('image/png'), { contentType: 'image/png' })
    const again = await bucket.upload(path, imageBytes('image/gif'), { contentType: 'image/gif' })
    expect(again.error?.message).toBe('The resource already exists')

    const upsert = await bucket.upload(path, imageBytes('image/gif'), {
      contentType: 'image/gif',
      upsert: true,
    })
    expect(upsert.error).toBeNull()
    const { response } = await fetchPublic(anon, 'blog-images', path)
    expect(response.headers.get('content-type')).toBe('image/gif')
  })

  it('lists a folder by name, and removes files', async () => {
    const bucket = owner.storage.from('blog-images')
    await bucket.upload(`${folder}/b.png`, imageBytes('image/png'), { contentType: 'image/png' })
    await bucket.upload(`${folder}/a.png`, imageBytes('image/png'), { contentType: 'image/png' })
    await bucket.upload(`${folder}/nested/c.png`, imageBytes('image/png'), {
      contentType: 'image/png',
    })

    const { data } = await bucket.list(folder)
    const names = (data ?? []).map((entry) => entry.name)
    expect(names).toEqual([...names].sort())
    expect(names).toEqual(expect.arrayContaining(['a.png', 'b.png', 'nested']))
    expect(data?.find((entry) => entry.name === 'nested')?.id).toBeNull()

    const removed = await bucket.remove([`${folder}/a.png`, `${folder}/nested/c.png`])
    expect(removed.data).toHaveLength(2)
    const { response } = await fetchPublic(anon, 'blog-images', `${folder}/a.png`)
    expect(response.status).toBe(400)
  })
})

describe('refused uploads', () => {
  const sixMegabytes = Buffer.concat([imageBytes('image/png'), Buffer.alloc(6 * 1024 * 1024)])

  it.each([
    [
      'a text file named .png',
      'notes.png',
      Buffer.from('not an image at all'),
      '415',
      /Only PNG, JPEG, WebP, GIF and AVIF/,
    ],
    [
      'an SVG with a script',
      'logo.svg',
      svgWithScript,
      '415',
      /Only PNG, JPEG, WebP, GIF and AVIF/,
    ],
    [
      'a PNG with HTML after it',
      'polyglot.png',
      Buffer.concat([imageBytes('image/png'), Buffer.from('<script>1</script>')]),
      '415',
      /other data after the PNG image/,
    ],
    ['an empty file', 'empty.png', Buffer.alloc(0), '415', /The file is empty/],
    ['a 6 MB file', 'huge.png', sixMegabytes, '413', /exceeded the maximum allowed size of 5 MB/],
  ])(
    '%s, with a clear message, storing nothing',
    async (_case, name, bytes, statusCode, message) => {
      const path = `${folder}/${name}`
      const { error } = await owner.storage
        .from('blog-images')
        .upload(path, bytes, { contentType: 'image/png' })
      expect(error).toMatchObject({ statusCode })
      expect(error?.message).toMatch(message)
      const { data } = await owner.storage.from('blog-images').list(folder, { search: name })
      expect(data).toEqual([])
    },
  )

  it('from visitors and other accounts', async () => {
    for (const client of [anon, other.client]) {
      const { error } = await client.storage
        .from('blog-images')
        .upload(`${folder}/intruder.png`, imageBytes('image/png'), { contentType: 'image/png' })
      expect(error).toMatchObject({ statusCode: '403' })
    }
  })

  it('of a logo outside the logo folders', async () => {
    const { error } = await owner.storage
      .from('company-logos')
      .upload(`elsewhere/${folder}.png`, imageBytes('image/png'), { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '403' })
  })

  it('to a bucket that does not exist', async () => {
    const { error } = await owner.storage
      .from('no-such-bucket')
      .upload(`${folder}/x.png`, imageBytes('image/png'), { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '404' })
  })
})

describe('visitors', () => {
  it('cannot list or remove site images', async () => {
    const path = `${folder}/keep.png`
    await owner.storage
      .from('blog-images')
      .upload(path, imageBytes('image/png'), { contentType: 'image/png' })
    const listing = await anon.storage.from('blog-images').list(folder)
    expect(listing.data).toEqual([])
    const removal = await anon.storage.from('blog-images').remove([path])
    expect(removal.data).toEqual([])
    const { response } = await fetchPublic(anon, 'blog-images', path)
    expect(response.status).toBe(200)
  })
})
