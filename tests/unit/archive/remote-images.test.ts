import { readFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { valueText } from '../../../owner/archive/columns.ts'
import { memoryTree } from '../../../owner/archive/importers/fileTree.ts'
import { importMarkdown } from '../../../owner/archive/importers/markdown.ts'
import { fetchRemoteImages } from '../../../owner/archive/importers/remoteImages.ts'
import type { ArchiveStep } from '../../../owner/archive/progress.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'

/**
 * Images an import finds only on the web, fetched when the owner asks: from a real HTTP server
 * on this machine that has one image, answers 404 for another and a web page for a third.
 */

const photo = readFileSync(
  fileURLToPath(new URL('../../fixtures/images/sample.png', import.meta.url)),
)
const sanitize = createPostSanitizer(new JSDOM('').window)

describe('fetching an import’s images from the web', () => {
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/uploads/photo.png?size=large') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(photo)
      } else if (request.url === '/page.png') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
      } else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('stores those it can fetch with the posts, and lists each one it cannot, linked where it was', async () => {
    const markdown = [
      '---',
      'title: Pictures',
      'tags: [Travel]',
      `image: ${origin}/uploads/photo.png?size=large`,
      '---',
      `![A photo](${origin}/uploads/photo.png?size=large)`,
      '',
      `![Gone](${origin}/missing.png) ![Not an image](${origin}/page.png)`,
      '',
    ].join('\n')
    const imported = await importMarkdown({
      files: memoryTree(new Map([['pictures.md', new TextEncoder().encode(markdown)]])),
      sanitize,
    })
    expect(imported.notes.filter((note) => note.kind === 'remote-image')).toHaveLength(4)

    const steps: ArchiveStep[] = []
    const fetched = await fetchRemoteImages(imported, { onProgress: (step) => steps.push(step) })
    expect(steps.at(-1)).toEqual({ phase: 'fetching', done: 3, total: 3 })

    const [image] = fetched.archive.images
    expect(fetched.archive.images).toHaveLength(1)
    expect(image?.path).toMatch(
      /^imported\/web\/127\.0\.0\.1-\d+\/uploads\/photo-[0-9a-f]{8}\.png$/,
    )
    expect(Buffer.from(image?.bytes ?? []).equals(photo)).toBe(true)

    const [post] = fetched.archive.tables.blog_posts ?? []
    const link = `storage/blog-images/${image?.path ?? ''}`
    expect(post?.featured_image_url).toBe(link)
    const content = valueText(post?.content)
    expect(content).toContain(`src="${link}"`)
    expect(content).toContain(`src="${origin}/missing.png"`)
    expect(content).toContain(`src="${origin}/page.png"`)

    expect(fetched.notes.map((note) => [note.kind, note.message])).toEqual(
      expect.arrayContaining([
        ['fetched', `${origin}/uploads/photo.png?size=large was copied into the site.`],
        [
          'remote-image',
          `${origin}/missing.png was not copied (its site answered 404); it stays linked.`,
        ],
        [
          'remote-image',
          `${origin}/page.png was not copied (it is not a PNG, JPEG, GIF, WebP or AVIF image); it stays linked.`,
        ],
      ]),
    )
    expect(fetched.notes.filter((note) => note.kind === 'remote-image')).toHaveLength(2)
  })

  it('says so when the site cannot be reached, and makes no request without images to fetch', async () => {
    const closed = `http://127.0.0.1:1/nowhere.png`
    const imported = await importMarkdown({
      files: memoryTree(
        new Map([
          ['a.md', new TextEncoder().encode(`---\ntitle: A\ntags: [T]\n---\n![x](${closed})\n`)],
        ]),
      ),
      sanitize,
    })
    const fetched = await fetchRemoteImages(imported, { blockedHint: 'try the command line' })
    expect(fetched.notes.find((note) => note.kind === 'remote-image')?.message).toBe(
      `${closed} was not copied (it could not be reached; try the command line); it stays linked.`,
    )
    const nothing = { ...imported, archive: { ...imported.archive, tables: {} } }
    expect(await fetchRemoteImages(nothing)).toBe(nothing)
  })
})
