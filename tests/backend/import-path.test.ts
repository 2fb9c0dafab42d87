import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import type { ArchiveImage } from '../../owner/archive/archive.ts'
import { applyRestore } from '../../owner/archive/applyRestore.ts'
import { asBytes } from '../../owner/archive/bytes.ts'
import { importMarkdown } from '../../owner/archive/importers/markdown.ts'
import { planRestore } from '../../owner/archive/restorePlan.ts'
import { createArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import { createPostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { siblingPath } from '../../shared/domain/imageVariants.ts'
import { folderTree } from '../../scripts/archive/folderTree.ts'
import { imageBytes } from '../support/images.ts'
import { runArchiveCli } from './support/archive-cli.ts'
import { ownerClient } from './support/clients.ts'
import { backendTarget } from './support/target.ts'

/**
 * The whole import path against the suite's backend: the command line reads real-world
 * exports, applies every rule, prepares the images with sharp and writes, never refusing the
 * whole import for one item; and what a restore may not write, it leaves out.
 */

const target = backendTarget()
const fixtures = (path: string) =>
  join(import.meta.dirname, '..', 'fixtures', 'imports', ...path.split('/'))
const sanitize = createPostSanitizer(new JSDOM('').window)

const importing = (args: readonly string[]) =>
  runArchiveCli('import', ['--url', target.url, '--email', target.owner.email, ...args, '--yes'], {
    input: `${target.owner.password}\n`,
  })

describe.runIf(target.flavour === 'pglite')('the import path', () => {
  it('imports a long-running WordPress blog whole: tags cut to the limit, nothing private public, the future scheduled', async () => {
    const run = await importing(['--wordpress', fixtures('wordpress/long-blog.xml')])
    expect(run.output).toMatch(/Kept as drafts \(not public where they came from\) \(3\):/)
    expect(run.output).toMatch(/Scheduled \(to be published at the time their source set\) \(1\):/)
    expect(run.output).toMatch(/It had 62 tags; a post keeps 20/)
    expect(run.code).toBe(0)

    const owner = await ownerClient()
    const slugs = [
      'sixty-topics',
      'kalimera-kosme',
      'only-for-me',
      'behind-a-password',
      'next-spring',
      'nothing-yet',
    ]
    const found = await Promise.all(
      slugs.map(async (slug) => {
        const { data } = await owner
          .from('blog_posts')
          .select('slug, tags, published, scheduled_at')
          .eq('slug', slug)
        return data ?? []
      }),
    )
    const data = found.flat().sort((a, b) => a.slug.localeCompare(b.slug))
    expect(
      data.map((post) => [post.slug, post.published, post.scheduled_at, post.tags.length]),
    ).toEqual([
      ['behind-a-password', false, null, 1],
      ['kalimera-kosme', true, null, 1],
      ['next-spring', false, '2030-03-01T08:00:00+00:00', 1],
      ['nothing-yet', false, null, 1],
      ['only-for-me', false, null, 1],
      ['sixty-topics', true, null, 20],
    ])
  })

  it('prepares a Markdown folder’s images with sharp, and keeps a stored image unless told to replace it', async () => {
    const run = await importing(['--markdown', fixtures('hugo')])
    expect(run.output).toMatch(/Preparing images for the web: 2 done/)
    expect(run.code).toBe(0)
    const owner = await ownerClient()
    const { data: bundle } = await owner
      .from('blog_posts')
      .select('featured_image_url, featured_image_variants')
      .eq('slug', 'first-bundle')
      .single()
    expect(bundle?.featured_image_variants).toMatchObject({ share: true, format: 'webp' })
    const share = await fetch(siblingPath(bundle?.featured_image_url ?? '', 'share.jpg'))
    expect(share.headers.get('content-type')).toBe('image/jpeg')

    // The same folder again, its images as given (not as sharp made them): each differs from
    // what is stored, and the dry run names it; only the owner's say replaces it.
    const again = await importMarkdown({ files: await folderTree(fixtures('hugo')), sanitize })
    const backend = createArchiveBackend(owner)
    const plan = await planRestore(backend, again.archive, { keepStoredImages: true })
    expect(plan.report.images.conflicts).toHaveLength(2)
    const [path] = plan.report.images.conflicts
    const stored = () =>
      backend.downloadImage('blog-images', (path ?? '').replace(/^blog-images\//, ''))
    const before = await stored()
    await applyRestore(backend, plan)
    expect(Buffer.from(await stored()).equals(Buffer.from(before))).toBe(true)
    await applyRestore(backend, plan, { overwriteNewer: true })
    expect(Buffer.from(await stored()).equals(Buffer.from(before))).toBe(false)
  })

  it('restores the rest of an archive when one of its images is where the owner may not write', async () => {
    const imported = await importMarkdown({ files: await folderTree(fixtures('jekyll')), sanitize })
    const outside: ArchiveImage = {
      bucket: 'company-logos',
      path: 'elsewhere/logo.png',
      bytes: asBytes(new Uint8Array(imageBytes('image/png'))),
    }
    const archive = { ...imported.archive, images: [...imported.archive.images, outside] }
    const backend = createArchiveBackend(await ownerClient())
    const plan = await planRestore(backend, archive)
    expect(plan.report.notes).toContainEqual(
      expect.objectContaining({ kind: 'skipped', subject: 'company-logos/elsewhere/logo.png' }),
    )
    const written = await applyRestore(backend, plan)
    expect(written.rows.blog_posts).toBe(3)
  })
})
