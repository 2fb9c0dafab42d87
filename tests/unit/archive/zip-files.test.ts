import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { unzipFiles, unzipFilesInSlices, zipFiles } from '../../../owner/archive/zip.ts'

const encoder = new TextEncoder()
/** Compared as buffers: toEqual walks megabytes element by element. */
const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && Buffer.from(a).equals(Buffer.from(b))

describe('zipFiles', () => {
  it('packs text and images that unpack to the same bytes, dated as asked', async () => {
    const photo = new Uint8Array(randomBytes(3 * 1024 * 1024))
    const text = encoder.encode('A line of a post.\n'.repeat(50_000))
    const zip = await zipFiles(
      [
        { path: 'posts/a.md', bytes: text, compress: true },
        { path: 'storage/blog-images/photo.jpg', bytes: photo, compress: false },
        { path: 'empty.json', bytes: new Uint8Array(), compress: true },
      ],
      new Date('2026-11-24T09:30:00Z'),
    )
    const files = unzipFiles(zip)
    expect([...files.keys()]).toEqual(['posts/a.md', 'storage/blog-images/photo.jpg', 'empty.json'])
    expect(same(files.get('posts/a.md'), text)).toBe(true)
    expect(same(files.get('storage/blog-images/photo.jpg'), photo)).toBe(true)
    expect(files.get('empty.json')?.length).toBe(0)
    // Text is deflated; the photo is stored as it is.
    expect(zip.length).toBeLessThan(photo.length + text.length / 10)
  })

  it('lets other work run while it packs a large archive', async () => {
    const photos = Array.from({ length: 8 }, (_, index) => ({
      path: `storage/blog-images/${index}.jpg`,
      bytes: new Uint8Array(randomBytes(4 * 1024 * 1024)),
      compress: false,
    }))
    let turns = 0
    let packing = true
    const tick = () => {
      turns++
      if (packing) setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
    await zipFiles(photos, new Date())
    packing = false
    expect(turns).toBeGreaterThan(1)
  })
})

describe('unzipFilesInSlices', () => {
  it('unpacks a large archive as unzipFiles does, letting other work run and counting files', async () => {
    const posts = Array.from({ length: 6 }, (_, index) => ({
      path: `posts/${index}.md`,
      bytes: encoder.encode(`Line ${index} of a long post.\n`.repeat(150_000)),
      compress: true,
    }))
    const zip = await zipFiles(posts, new Date())
    let turns = 0
    let unpacking = true
    const tick = () => {
      turns++
      if (unpacking) setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
    const counts: string[] = []
    const files = await unzipFilesInSlices(zip, 'site.zip', (done, total) =>
      counts.push(`${done}/${total}`),
    )
    unpacking = false
    expect(turns).toBeGreaterThan(1)
    expect(counts.at(-1)).toBe('6/6')
    expect(counts.length).toBeGreaterThan(1)
    const whole = unzipFiles(zip)
    expect([...files.keys()]).toEqual([...whole.keys()])
    for (const [path, bytes] of whole) expect(same(files.get(path), bytes), path).toBe(true)
    await expect(unzipFilesInSlices(zip.subarray(0, zip.length - 30), 'cut.zip')).rejects.toThrow(
      'cut.zip is not a complete ZIP archive',
    )
  })
})
