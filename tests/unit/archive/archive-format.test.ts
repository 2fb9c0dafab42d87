import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  ARCHIVE_FORMAT,
  type Archive,
  MANIFEST_PATH,
  archiveFileName,
} from '../../../owner/archive/archive.ts'
import { ArchiveError } from '../../../owner/archive/ArchiveError.ts'
import { readFrontMatter } from '../../../owner/archive/frontMatter.ts'
import { packArchive } from '../../../owner/archive/packArchive.ts'
import { readArchive } from '../../../owner/archive/readArchive.ts'
import { fromArchiveLinks, toArchiveLinks } from '../../../owner/archive/storageLinks.ts'
import { unzipFiles } from '../../../owner/archive/zip.ts'
import { generatedArchive } from '../../../scripts/bench/archive-content.ts'

const encoder = new TextEncoder()
const SIZES = { width: 800, height: 600, widths: [480], format: 'webp', share: false }
const decoder = new TextDecoder()

const small = (): Archive =>
  generatedArchive({
    posts: 4,
    wordsPerPost: 80,
    images: 10,
    imageBytes: (index) => 3_500 + index,
    personalData: true,
  })

/** The archive's files, changed by `edit`, zipped again. */
async function repacked(
  edit: (files: Map<string, Uint8Array>) => void,
  archive: Archive = small(),
): Promise<Uint8Array> {
  const files = unzipFiles(await packArchive(archive))
  edit(files)
  return zipSync(Object.fromEntries(files))
}

const manifestOf = (files: Map<string, Uint8Array>) =>
  JSON.parse(decoder.decode(files.get(MANIFEST_PATH))) as Record<string, unknown>

async function problemsOf(bytes: Uint8Array): Promise<ArchiveError> {
  const error = await readArchive(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof ArchiveError))
    throw new Error(`Expected an ArchiveError, got ${String(error)}`)
  return error
}

describe('an archive', () => {
  it('is read back as it was packed: tables, images and manifest', async () => {
    const archive = small()
    const { archive: read, notes } = await readArchive(await packArchive(archive))
    expect(notes).toEqual([])
    expect(read.tables).toEqual(archive.tables)
    expect(read.images.map((image) => [image.bucket, image.path, image.bytes.length])).toEqual(
      archive.images.map((image) => [image.bucket, image.path, image.bytes.length]),
    )
    expect(read.manifest).toMatchObject({
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      exportedAt: archive.manifest.exportedAt,
      siteUrl: 'https://consultant.example',
      personalData: true,
      counts: { tables: { blog_posts: 4, contact_submissions: 3 }, images: 10 },
    })
  })

  it('holds each post as Markdown with front matter, its images linked beside it', async () => {
    const files = unzipFiles(await packArchive(small()))
    const markdown = decoder.decode(files.get('posts/post-1-uberlegungen-zu-wachstum.md'))
    const read = readFrontMatter(markdown)
    if (!read.ok) throw new Error(read.problem)
    expect(read.fields).toMatchObject({
      title: 'Post 1: Überlegungen zu Wachstum — 成長 🚀 “scale”',
      slug: 'post-1-uberlegungen-zu-wachstum',
      tags: ['Strategy', 'Leadership'],
      featured: true,
      published: true,
      banner: '../storage/blog-images/posts/image-0.png',
      banner_alt: 'Chart 0: growth — 成長',
    })
    expect(read.body).toMatch(/\n\n_[^_\n]+_|\. _[^_\n]+_/)
    expect(read.body).toContain('](../storage/blog-images/posts/image-')
    expect(read.body).not.toContain('<p>')
  })

  it('keeps the editor’s blocks: as they were in its tables, and readable in its Markdown copy', async () => {
    const blocks =
      '<blockquote>Simple things should be simple.</blockquote><blockquote><cite>Alan Kay</cite></blockquote>' +
      '<pre data-language="python">\ndef total(items):\n    return sum(items)\n</pre><hr>' +
      '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table>'
    const generated = small()
    const [first, ...rest] = generated.tables.blog_posts ?? []
    if (!first) throw new Error('The archive has no post')
    const archive: Archive = {
      ...generated,
      tables: { ...generated.tables, blog_posts: [{ ...first, content: blocks }, ...rest] },
    }
    const packed = await packArchive(archive)
    const { archive: read } = await readArchive(packed)
    expect(read.tables.blog_posts?.[0]?.content).toBe(blocks)
    const markdown = decoder.decode(
      unzipFiles(packed).get('posts/post-1-uberlegungen-zu-wachstum.md'),
    )
    expect(markdown).toContain('> Simple things should be simple.')
    expect(markdown).toContain('<cite>Alan Kay</cite>')
    expect(markdown).toContain('```python\ndef total(items):\n    return sum(items)\n```')
    expect(markdown).toContain('<table><thead><tr><th>Plan</th><th>Price</th></tr></thead>')
  })

  it('is named by its date', () => {
    expect(archiveFileName(new Date('2026-11-24T23:00:00Z'))).toBe('site-archive-2026-11-24.zip')
  })
})

describe('an archive that cannot be restored', () => {
  it('is refused when cut short', async () => {
    const bytes = await packArchive(small())
    const error = await problemsOf(bytes.slice(0, Math.floor(bytes.length * 0.6)))
    expect(error.message).toMatch(/not a complete ZIP archive: it may have been cut short/)
  })

  it('is refused, unread, when a path leads outside its folder', async () => {
    const bytes = await repacked((files) => files.set('../../x', encoder.encode('escape')))
    const error = await problemsOf(bytes)
    expect(error.summary).toMatch(/paths lead outside its folder, so nothing was read/)
    expect(error.problems).toEqual(['"../../x"'])
    for (const path of ['/etc/passwd', 'a/../../b', 'C:/x', 'a\\..\\b']) {
      const hostile = zipSync({ [path]: encoder.encode('x') })
      expect((await problemsOf(hostile)).summary).toMatch(/lead outside/)
    }
  })

  it('is refused when made by a newer format, or not by this site', async () => {
    const newer = await repacked((files) => {
      const manifest = { ...manifestOf(files), formatVersion: 99 }
      files.set(MANIFEST_PATH, encoder.encode(JSON.stringify(manifest)))
    })
    expect((await problemsOf(newer)).message).toMatch(
      /format version 99, made by a newer version of the app; this one reads format versions up to 1/,
    )
    const foreign = await repacked((files) => {
      files.set(
        MANIFEST_PATH,
        encoder.encode(JSON.stringify({ format: 'ghost', formatVersion: 1 })),
      )
    })
    expect((await problemsOf(foreign)).message).toMatch(/not an archive of this site/)
    const noManifest = await repacked((files) => files.delete(MANIFEST_PATH))
    expect((await problemsOf(noManifest)).message).toMatch(/has no manifest.json/)
    expect((await problemsOf(encoder.encode('{"db": []}'))).message).toMatch(/not a complete ZIP/)
  })

  it('lists every missing or damaged file', async () => {
    const bytes = await repacked((files) => {
      files.delete('storage/blog-images/posts/image-1.png')
      const posts = decoder
        .decode(files.get('tables/blog_posts.json'))
        .replace('Post 2', 'Post two')
      files.set('tables/blog_posts.json', encoder.encode(posts))
    })
    const error = await problemsOf(bytes)
    expect(error.summary).toBe('This archive cannot be restored, and nothing was written:')
    expect(error.problems).toEqual([
      'tables/blog_posts.json is damaged: it is not the file the archive was made with',
      'storage/blog-images/posts/image-1.png is missing',
      'The archive has 9 images; the manifest counts 10',
    ])
  })

  it('lists every wrong value, and fills in what may be missing', async () => {
    const rows = [
      { id: '00000000-0000-4000-8000-000000000001', title: 'A', slug: 'a', content: '<p>x</p>' },
      {
        id: '00000000-0000-4000-8000-000000000002',
        title: 42,
        slug: 'two',
        content: '<p>x</p>',
        featured_image_variants: { width: 'wide' },
      },
      { id: 'not-an-id', title: 'B', slug: 'b', content: '<p>y</p>', tags: 'x' },
      {
        id: '00000000-0000-4000-8000-000000000003',
        title: 'C',
        slug: 'c',
        content: '<p>z</p>',
        publish_date: '2026-01-01',
        featured_image_variants: { ...SIZES, unknown_field: 'dropped' },
        unknown_column: 'dropped',
      },
      { id: '00000000-0000-4000-8000-000000000001', title: 'D', slug: 'a', content: '<p>w</p>' },
    ]
    const manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      exportedAt: '2026-11-24T10:00:00+00:00',
      counts: { tables: { blog_posts: 5 }, images: 0 },
    }
    const bytes = zipSync({
      [MANIFEST_PATH]: encoder.encode(JSON.stringify(manifest)),
      'tables/blog_posts.json': encoder.encode(JSON.stringify(rows)),
    })
    expect((await problemsOf(bytes)).problems).toEqual([
      'tables/blog_posts.json, row 2: title is not text',
      'tables/blog_posts.json, row 2: featured_image_variants is not a record of image sizes (width, height, widths, format, share)',
      'tables/blog_posts.json, row 3: id is not an id (a UUID)',
      'tables/blog_posts.json, row 3: tags is not a list of texts',
      'tables/blog_posts.json, row 4: publish_date is not a date and time with its time zone',
      'tables/blog_posts.json, row 5: id is the same as in row 1 (00000000-0000-4000-8000-000000000001)',
      'tables/blog_posts.json, row 5: slug is the same as in row 1 (a)',
    ])

    const valid = zipSync({
      [MANIFEST_PATH]: encoder.encode(
        JSON.stringify({
          ...manifest,
          counts: { tables: { blog_posts: 1, revisions: 3 }, images: 0 },
        }),
      ),
      'tables/blog_posts.json': encoder.encode(
        JSON.stringify([{ ...rows[3], publish_date: null }]),
      ),
    })
    const { archive, notes } = await readArchive(valid)
    expect(archive.tables.blog_posts).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000003',
        title: 'C',
        slug: 'c',
        excerpt: null,
        content: '<p>z</p>',
        tags: [],
        featured: false,
        published: false,
        publish_date: null,
        read_time: 5,
        featured_image_url: null,
        // Sizes stored before the JPEG for email was made: read as having none.
        featured_image_variants: { ...SIZES, email: false },
        banner_alt: null,
        author: null,
        seo_title: null,
        seo_description: null,
        canonical_url: null,
        created_at: '2026-11-24T10:00:00+00:00',
        updated_at: '2026-11-24T10:00:00+00:00',
        newsletter_sent: false,
        scheduled_at: null,
        newsletter_format: 'full',
      },
    ])
    expect(notes).toEqual([
      {
        kind: 'left-out',
        subject: 'tables/revisions.json',
        message: 'This version of the app does not know this table; it is not restored.',
      },
    ])
  })
})

describe('links into Storage', () => {
  const bases = {
    'blog-images': 'https://abc.supabase.co/storage/v1/object/public/blog-images/',
    'company-logos': 'https://abc.supabase.co/storage/v1/object/public/company-logos/',
  }
  const other = {
    'blog-images': 'http://127.0.0.1:4000/storage/v1/object/public/blog-images/',
    'company-logos': 'http://127.0.0.1:4000/storage/v1/object/public/company-logos/',
  }

  it('are written relative to the archive, and become the restoring backend’s addresses', () => {
    const html = `<p><img src="${bases['blog-images']}a/b.png"> <a href="https://elsewhere.example/x.png">x</a></p>`
    const archived = toArchiveLinks(html, bases)
    expect(archived).toBe(
      '<p><img src="storage/blog-images/a/b.png"> <a href="https://elsewhere.example/x.png">x</a></p>',
    )
    expect(fromArchiveLinks(archived, 'html', other)).toBe(
      `<p><img src="${other['blog-images']}a/b.png"> <a href="https://elsewhere.example/x.png">x</a></p>`,
    )
    expect(fromArchiveLinks('storage/company-logos/startup-logos/x.png', 'url', other)).toBe(
      `${other['company-logos']}startup-logos/x.png`,
    )
    expect(fromArchiveLinks('/demo/logos/a.svg', 'url', other)).toBe('/demo/logos/a.svg')
    expect(fromArchiveLinks('<p>see storage/blog-images/ in text</p>', 'html', other)).toBe(
      '<p>see storage/blog-images/ in text</p>',
    )
  })

  it('of a body image’s every size are relinked, and its caption’s text is left alone', () => {
    const at = (base: string, name: string) => `${base}notes/image-1${name}`
    const figure = (base: string, caption: string) =>
      `<figure><img src="${at(base, '.jpg')}" srcset="${at(base, '-480w.webp')} 480w, ${at(base, '-800w.webp')} 800w, ${at(base, '.jpg')} 1000w" sizes="100vw" width="1000" height="750" alt="A chart" loading="lazy" decoding="async"><figcaption>${caption}</figcaption></figure>`
    const archived = toArchiveLinks(figure(bases['blog-images'], 'Kept'), bases)
    expect(archived).toBe(figure('storage/blog-images/', 'Kept'))
    expect(fromArchiveLinks(archived, 'html', other)).toBe(figure(other['blog-images'], 'Kept'))
    const caption = figure('storage/blog-images/', 'see, storage/blog-images/ in text')
    expect(fromArchiveLinks(caption, 'html', other)).toBe(
      figure(other['blog-images'], 'see, storage/blog-images/ in text'),
    )
  })
})
