import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { type ArchiveRow, valueText } from '../../../owner/archive/columns.ts'
import { importGhost } from '../../../owner/archive/importers/ghost.ts'
import type { ImportResult } from '../../../owner/archive/importers/sourcePost.ts'
import { importMarkdown } from '../../../owner/archive/importers/markdown.ts'
import { importWordPress } from '../../../owner/archive/importers/wordpress.ts'
import { zipFiles } from '../../../owner/archive/zip.ts'
import { memoryTree, zipTree } from '../../../owner/archive/importers/fileTree.ts'
import { createPostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import { POST_COLUMN_SIZES } from '../../../shared/domain/bodyImages.ts'
import type { ImageVariants } from '../../../shared/domain/imageVariants.ts'
import { folderTree } from '../../../scripts/archive/folderTree.ts'

const fixtures = (path: string) =>
  fileURLToPath(new URL(`../../fixtures/imports/${path}`, import.meta.url))
const sanitize = createPostSanitizer(new JSDOM('').window)
const now = new Date('2026-11-24T12:00:00Z')

const wordpressXml = () => readFileSync(fixtures('wordpress/export.xml'), 'utf8')
const wordpress = async (xml = wordpressXml()) =>
  importWordPress({
    xml,
    uploads: await folderTree(fixtures('wordpress/uploads')),
    sanitize,
    now,
  })

const postsOf = (result: ImportResult) => result.archive.tables.blog_posts ?? []
const bySlug = (result: ImportResult, slug: string): ArchiveRow => {
  const post = postsOf(result).find((row) => row.slug === slug)
  if (!post)
    throw new Error(
      `No post ${slug}: ${postsOf(result)
        .map((row) => valueText(row.slug))
        .join(', ')}`,
    )
  return post
}
const notesOf = (result: ImportResult, kind: string) =>
  result.notes
    .filter((note) => note.kind === kind)
    .map((note) => `${note.subject}: ${note.message}`)

/** Nothing that runs: no script element, event handler or javascript: address survives. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i)
  const document = new JSDOM(html).window.document
  expect(document.querySelectorAll('script, iframe, [onclick], [onerror]')).toHaveLength(0)
}

describe('a WordPress import', () => {
  it('keeps posts with their tags, dates, author and sticky flag, and pages and drafts as drafts', async () => {
    const result = await wordpress()
    expect(postsOf(result).map((post) => [post.title, post.slug, post.published])).toEqual([
      ['Hello World: Scaling & Teams', 'hello-world', true],
      ['Work in progress', 'work-in-progress', false],
      ['Hello World', 'hello-world-2', false],
      ['Unicode 中文 Post', 'unicode-post', true],
      ['Written with blocks', 'blocks', true],
      ['Members only', 'members', false],
    ])
    const hello = bySlug(result, 'hello-world')
    expect(hello).toMatchObject({
      tags: ['Strategy', 'Growth'],
      featured: true,
      author: 'Jane Doe',
      excerpt: 'Why teams stall.',
      publish_date: '2019-05-14T09:30:00.000Z',
      created_at: '2019-05-14T09:30:00.000Z',
      updated_at: '2019-06-01T12:00:00.000Z',
      // Published where it came from: mailed there, never again here.
      newsletter_sent: true,
    })
    expect(bySlug(result, 'work-in-progress')).toMatchObject({
      tags: ['Ideas'],
      publish_date: null,
    })
    expect(bySlug(result, 'blocks').tags).toEqual(['Imported'])
    expect(notesOf(result, 'draft')).toEqual([
      'Work in progress: It was a draft in WordPress; it stays a draft.',
      'Hello World: It was a page; it is imported as a draft post.',
      'Members only: It had a password in WordPress; it is imported as a draft.',
    ])
    expect(notesOf(result, 'changed')).toContain(
      'Written with blocks: It had no tags; it is tagged “Imported”.',
    )
    expect(notesOf(result, 'skipped')).toContain(
      'Thrown away: It is in the WordPress trash; it is not imported.',
    )
  })

  it('turns classic paragraphs into HTML and stores the images that were given with it', async () => {
    const result = await wordpress()
    const hello = bySlug(result, 'hello-world')
    expect(hello.content).toContain(
      '<p>The first paragraph, written in the classic editor.<br>It has a line break.</p>',
    )
    expect(hello.content).toContain(
      'src="storage/blog-images/imported/wordpress/d630672072135a6e-photo.jpg"',
    )
    expect(hello.featured_image_url).toBe(
      'storage/blog-images/imported/wordpress/9ae330b12375c347-banner.png',
    )
    expect(result.archive.images.map((image) => `${image.bucket}/${image.path}`)).toEqual([
      'blog-images/imported/wordpress/d630672072135a6e-photo.jpg',
      'blog-images/imported/wordpress/9ae330b12375c347-banner.png',
    ])
    expect(notesOf(result, 'remote-image')).toEqual([
      'Hello World: Scaling & Teams: https://cdn.elsewhere.example/pictures/remote.jpg is only on the web; it is linked, not copied.',
      'Written with blocks: https://oldblog.example/wp-content/uploads/2019/05/brochure.png is only on the web; it is linked, not copied.',
    ])
    expect(hello.content).toContain('src="https://cdn.elsewhere.example/pictures/remote.jpg"')
    // Given, but not an image the site stores: it stays a link to where it was.
    expect(notesOf(result, 'skipped')).toContain(
      'Written with blocks: 2019/05/brochure.png is not a PNG, JPEG, GIF, WebP or AVIF image; it is left out.',
    )
    expect(valueText(bySlug(result, 'blocks').content)).not.toContain('<!--')
  })

  it('writes each stored body image in its sizes, lazily loaded, and never the old site’s sizes', async () => {
    const variants: ImageVariants = {
      width: 1000,
      height: 750,
      widths: [480, 800],
      format: 'webp',
      share: false,
      email: false,
    }
    const result = await importWordPress({
      xml: wordpressXml(),
      uploads: await folderTree(fixtures('wordpress/uploads')),
      sanitize,
      now,
      prepareImage: (bytes) => Promise.resolve({ original: bytes, siblings: [], variants }),
    })
    const photo = 'storage/blog-images/imported/wordpress/d630672072135a6e-photo'
    const images = new JSDOM(valueText(bySlug(result, 'hello-world').content)).window.document
      .images
    const stored = [...images].find((image) => image.getAttribute('src') === `${photo}.jpg`)
    expect(
      Object.fromEntries(
        stored?.getAttributeNames().map((name) => [name, stored.getAttribute(name)]) ?? [],
      ),
    ).toEqual({
      src: `${photo}.jpg`,
      srcset: `${photo}-480w.webp 480w, ${photo}-800w.webp 800w, ${photo}.jpg 1000w`,
      sizes: POST_COLUMN_SIZES,
      width: '1000',
      height: '750',
      loading: 'lazy',
      decoding: 'async',
      alt: 'A photo',
    })
    const remote = [...images].find((image) =>
      image.src.startsWith('https://cdn.elsewhere.example/'),
    )
    expect([remote?.getAttribute('loading'), remote?.getAttribute('alt')]).toEqual([
      'lazy',
      'Remote',
    ])
  })

  it('gives the banner its featured image’s alt text, on one line and within the column’s limit', async () => {
    const result = await wordpress()
    expect(bySlug(result, 'hello-world').banner_alt).toBe('A chart of the team growing')
    expect(bySlug(result, 'work-in-progress').banner_alt).toBeNull()

    const alt = '<![CDATA[A chart of the team growing]]>'
    const without = bySlug(await wordpress(wordpressXml().replace(alt, '')), 'hello-world')
    expect(without.featured_image_url).not.toBeNull()
    expect(without.banner_alt).toBeNull()

    const words = `<![CDATA[${'A long\n description '.repeat(15)}]]>`
    const long = await wordpress(wordpressXml().replace(alt, words))
    expect(bySlug(long, 'hello-world').banner_alt).toBe(`${'A long description '.repeat(10)}A long`)
    expect(notesOf(long, 'changed')).toContain(
      'Hello World: Scaling & Teams: Its banner’s alt text was longer than 200 characters; it is shortened.',
    )
  })

  it('makes slugs valid and unique, and says so', async () => {
    const result = await wordpress()
    expect(notesOf(result, 'renamed')).toEqual([
      'Work in progress: It had no slug; its address is now /blog/work-in-progress.',
      'Hello World: It had the slug “hello-world”; its address is now /blog/hello-world-2.',
      'Unicode 中文 Post: It had the slug “%e4%b8%ad%e6%96%87”; its address is now /blog/unicode-post.',
    ])
  })

  it('writes a redirect from each published post’s permalink to the new post', async () => {
    const result = await wordpress()
    const redirects = result.archive.tables.redirects ?? []
    expect(redirects.map((redirect) => redirect.from_path)).toEqual([
      '/2019/05/hello-world/',
      '/2020/01/中文/',
      '/2021/03/blocks/',
    ])
    expect(redirects[0]?.post_id).toBe(bySlug(result, 'hello-world').id)
  })

  it('keeps no script, event handler or javascript: link of a hostile post', async () => {
    const hostile = bySlug(await wordpress(), 'unicode-post')
    expectHarmless(valueText(hostile.content))
    expect(hostile.content).toContain('Hostile text.')
  })

  it('gives the same ids on a second import of the same file', async () => {
    const ids = async () => postsOf(await wordpress()).map((post) => post.id)
    expect(await ids()).toEqual(await ids())
  })

  it('refuses a file cut short, a file that is not WXR, and a WXR version it does not know', async () => {
    const xml = wordpressXml()
    const read = (text: string) => importWordPress({ xml: text, uploads: null, sanitize, now })
    await expect(read(xml.slice(0, xml.length / 2))).rejects.toThrow(/not well formed/)
    await expect(read('<rss><channel><title>A feed</title></channel></rss>')).rejects.toThrow(
      /not a WordPress export \(WXR\)/,
    )
    await expect(read(xml.replace('<wp:wxr_version>1.2', '<wp:wxr_version>9.0'))).rejects.toThrow(
      /WXR version 9.0/,
    )
  })
})

describe('a Ghost import', () => {
  const ghostJson = (file = 'ghost/export.json') => readFileSync(fixtures(file), 'utf8')
  const ghost = async (json = ghostJson()) =>
    importGhost({
      json,
      images: await folderTree(fixtures('ghost')),
      sanitize,
      now,
    })

  it('keeps posts, drafts, public tags in order, the author, and stores the images given', async () => {
    const result = await ghost()
    expect(postsOf(result).map((post) => [post.slug, post.published])).toEqual([
      ['pricing-for-growth', true],
      ['draft-thoughts', false],
      ['about', false],
      ['pricing-for-growth-2', true],
      ['scheduled', false],
    ])
    const pricing = bySlug(result, 'pricing-for-growth')
    expect(pricing).toMatchObject({
      tags: ['Pricing', 'Strategy'],
      featured: true,
      author: 'Jane Doe',
      excerpt: 'Value-based pricing, step by step.',
      featured_image_url: 'storage/blog-images/imported/ghost/66aadf80df8d0b96-cover.webp',
      publish_date: '2023-05-02T09:00:00.000Z',
    })
    expect(pricing.content).toContain(
      'src="storage/blog-images/imported/ghost/66aadf80df8d0b96-cover.webp"',
    )
    expect(result.archive.images).toHaveLength(1)
    expect(notesOf(result, 'remote-image')).toEqual([
      'Draft thoughts: https://images.unsplash.example/photo-1.jpg is only on the web; it is linked, not copied.',
    ])
    expect(notesOf(result, 'skipped')).toEqual([
      'Only lexical: The export has no HTML for it; it is not imported.',
    ])
    expectHarmless(valueText(bySlug(result, 'pricing-for-growth-2').content))
  })

  it('gives the banner its feature image’s alt text, never its caption', async () => {
    const result = await ghost()
    expect(bySlug(result, 'pricing-for-growth').banner_alt).toBe('Coins stacked by height')
    expect(bySlug(result, 'draft-thoughts').banner_alt).toBeNull()

    // As Ghost's Admin API gives a post: the alt text on the post, not in posts_meta.
    const json = ghostJson()
      .replace('"posts_meta"', '"unused"')
      .replace(
        '"custom_excerpt": "Value',
        '"feature_image_alt": "On the post", "custom_excerpt": "Value',
      )
    expect(bySlug(await ghost(json), 'pricing-for-growth').banner_alt).toBe('On the post')
    expect(
      bySlug(await ghost(json.replace('On the post', '')), 'pricing-for-growth'),
    ).toMatchObject({
      featured_image_url: 'storage/blog-images/imported/ghost/66aadf80df8d0b96-cover.webp',
      banner_alt: null,
    })
  })

  it('refuses an export of a Ghost version it cannot read, and what is not a Ghost export', async () => {
    await expect(ghost(ghostJson('ghost/old-version.json'))).rejects.toThrow(
      /from version 0\.11\.14; exports of Ghost 1\.0 and later/,
    )
    await expect(
      importGhost({ json: '{"posts": []}', images: null, sanitize, now }),
    ).rejects.toThrow(/not a Ghost export/)
  })
})

describe('a Markdown import', () => {
  const markdown = async () =>
    importMarkdown({ files: await folderTree(fixtures('markdown')), sanitize, now })

  it('reads front matter, drafts, tags, dates and the images beside the files', async () => {
    const result = await markdown()
    expect(
      postsOf(result)
        .map((post) => [post.slug, post.published])
        .sort(),
    ).toEqual([
      ['first-post', true],
      ['hostile', true],
      ['idea', false],
      ['shared', true],
      ['shared-2', true],
    ])
    const first = bySlug(result, 'first-post')
    expect(first).toMatchObject({
      title: 'First post: what “scale” means',
      tags: ['Strategy', 'Growth'],
      excerpt: 'The short version.',
      author: 'Jane Doe',
      publish_date: '2019-05-14T00:00:00.000Z',
      featured_image_url: 'storage/blog-images/imported/markdown/9ae330b12375c347-cover.png',
    })
    expect(first.content).toContain('<p>A paragraph that wraps over two lines.</p>')
    expect(first.content).toContain(
      '<img src="storage/blog-images/imported/markdown/d630672072135a6e-photo.jpg" loading="lazy" decoding="async" alt="A photo">',
    )
    expect(first.content).toContain('<h2>A heading</h2>')
    expect(bySlug(result, 'idea').tags).toEqual(['Ideas', 'Later'])
    expect(notesOf(result, 'remote-image')).toEqual([
      'First post: what “scale” means: https://elsewhere.example/r.png is only on the web; it is linked, not copied.',
    ])
    expect(notesOf(result, 'skipped')).toEqual([
      expect.stringMatching(/^broken\.md: It is not imported: its front matter is not valid YAML/),
    ])
  })

  it('gives the banner the alt text of the field it came from', async () => {
    const result = await markdown()
    expect(
      postsOf(result)
        .map((post) => [post.slug, post.banner_alt])
        .sort(),
    ).toEqual([
      ['first-post', 'A road rising to the right'],
      ['hostile', null],
      ['idea', 'A lamp'],
      ['shared', 'The same road, as this site exports it'],
      ['shared-2', null],
    ])
  })

  it('never reads an image outside the folder, and keeps nothing hostile', async () => {
    const result = await markdown()
    const hostile = bySlug(result, 'hostile')
    expectHarmless(valueText(hostile.content))
    expect(hostile.content).toContain('Text after.')
    expect(notesOf(result, 'missing-image')).toEqual([
      'Hostile: x was not among the files given; it is left out.',
      'Hostile: ../../../../etc/passwd was not among the files given; it is left out.',
    ])
  })

  it('cuts a title, excerpt or author name too long for its column, says so, and leaves out a text too long', async () => {
    const words = (count: number) => 'word '.repeat(count).trim()
    const post = (front: string, body: string) =>
      new TextEncoder().encode(`---\n${front}\n---\n\n${body}\n`)
    const result = await importMarkdown({
      files: memoryTree(
        new Map([
          [
            'long.md',
            post(
              `title: ${words(45)}\ntags: [Notes]\nexcerpt: ${words(110)}\nauthor: ${words(25)}`,
              'A short body.',
            ),
          ],
          ['huge.md', post('title: Huge', 'x'.repeat(500_001))],
        ]),
      ),
      sanitize,
      now,
    })
    const [long] = postsOf(result)
    expect(postsOf(result)).toHaveLength(1)
    expect(long).toMatchObject({ title: words(40), excerpt: words(100), author: words(20) })
    const subject = words(45)
    expect(notesOf(result, 'changed')).toEqual([
      `${subject}: Its title was longer than 200 characters; it is shortened.`,
      `${subject}: Its excerpt was longer than 500 characters; it is shortened.`,
      `${subject}: Its author’s name was longer than 100 characters; it is shortened.`,
    ])
    expect(notesOf(result, 'skipped')).toEqual([
      'Huge: Its text is longer than 500,000 characters; it is not imported.',
    ])
  })

  it('reads the same from a ZIP of the folder', async () => {
    const folder = await folderTree(fixtures('markdown'))
    const zip = await zipFiles(
      await Promise.all(
        folder.paths.map(async (path) => ({
          path,
          bytes: await folder.read(path),
          compress: true,
        })),
      ),
      now,
    )
    const fromZip = await importMarkdown({ files: zipTree(zip), sanitize, now })
    expect(fromZip.archive.tables).toEqual((await markdown()).archive.tables)
  })
})

describe('imported posts keep the editor’s blocks', () => {
  const WORDPRESS_BLOCKS = `<!-- wp:quote -->
<blockquote class="wp-block-quote"><p>Simple things should be simple.</p><cite>Alan Kay</cite></blockquote>
<!-- /wp:quote -->

<!-- wp:code -->
<pre class="wp-block-code"><code class="language-python">def total(items):
    return sum(items)</code></pre>
<!-- /wp:code -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:table -->
<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table></figure>
<!-- /wp:table -->`

  const GHOST_BLOCKS =
    '<blockquote><p>Simple things should be simple.</p><cite>Alan Kay</cite></blockquote>' +
    '<pre><code class="language-python">def total(items):\n    return sum(items)</code></pre><hr>' +
    '<!--kg-card-begin: html--><table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Audit</td><td>£900</td></tr></tbody></table><!--kg-card-end: html-->'

  const MARKDOWN_BLOCKS = `---
title: Blocks
---

> Simple things should be simple.
>
> <cite>Alan Kay</cite>

\`\`\`python
def total(items):
    return sum(items)
\`\`\`

---

| Plan  | Price |
| ----- | ----- |
| Audit | £900  |
`

  /** The blocks of imported HTML, as the post page would show them. */
  function expectBlocks(html: string): void {
    const { document } = new JSDOM(html).window
    expect(document.querySelector('blockquote')?.textContent).toContain(
      'Simple things should be simple.',
    )
    expect(document.querySelector('blockquote cite')?.textContent).toBe('Alan Kay')
    const code = document.querySelector('pre')
    expect(code?.getAttribute('data-language')).toBe('python')
    expect(code?.textContent.trimEnd()).toBe('def total(items):\n    return sum(items)')
    expect(document.querySelectorAll('hr')).toHaveLength(1)
    expect([...document.querySelectorAll('table th')].map((cell) => cell.textContent)).toEqual([
      'Plan',
      'Price',
    ])
    expect([...document.querySelectorAll('table td')].map((cell) => cell.textContent)).toEqual([
      'Audit',
      '£900',
    ])
    expect(html).not.toMatch(/class="(?!ql-)|style=/)
  }

  it('from WordPress’s blocks', async () => {
    const xml = wordpressXml().replace(
      /<p>A paragraph block\.<\/p>[\s\S]*?<!-- \/wp:image -->/,
      WORDPRESS_BLOCKS,
    )
    const result = await importWordPress({
      xml,
      uploads: await folderTree(fixtures('wordpress/uploads')),
      sanitize,
      now,
    })
    expectBlocks(valueText(bySlug(result, 'blocks').content))
  })

  it('from Ghost’s cards', async () => {
    const json = readFileSync(fixtures('ghost/export.json'), 'utf8')
    const data = JSON.parse(json) as { db: { data: { posts: { html: string }[] } }[] }
    const [first] = data.db[0]?.data.posts ?? []
    if (first) first.html = GHOST_BLOCKS
    const result = await importGhost({
      json: JSON.stringify(data),
      images: await folderTree(fixtures('ghost')),
      sanitize,
      now,
    })
    expectBlocks(valueText(bySlug(result, 'pricing-for-growth').content))
  })

  it('from Markdown, tables and fenced code included', async () => {
    const result = await importMarkdown({
      files: memoryTree(new Map([['blocks.md', new TextEncoder().encode(MARKDOWN_BLOCKS)]])),
      sanitize,
      now,
    })
    expectBlocks(valueText(bySlug(result, 'blocks').content))
  })
})

describe('imported videos become the editor’s embeds', () => {
  const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
  const VIMEO_PLAYER = 'https://player.vimeo.com/video/76979871?dnt=1'

  /** The embeds of imported HTML: each one's provider, player, link and title; and no frame. */
  function embedsOf(html: string) {
    const { document } = new JSDOM(html).window
    expect(document.querySelectorAll('iframe, figure figure')).toHaveLength(0)
    return [...document.querySelectorAll('figure.embed.embed-video')].map((figure) => ({
      provider: figure.getAttribute('data-provider'),
      player: figure.getAttribute('data-embed-src'),
      link: figure.querySelector('a.embed-media')?.getAttribute('href'),
      title: figure.querySelector('.embed-title')?.textContent,
    }))
  }

  it('from WordPress’s embed blocks, a lone address or a frame', async () => {
    const blocks = `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=dQw4w9WgXcQ
</div></figure>
<!-- /wp:embed -->
<p><iframe src="https://player.vimeo.com/video/76979871?h=8a1b" width="640" height="360" title="The talk" allowfullscreen></iframe></p>
<p><iframe src="https://tracker.example/widget"></iframe></p>`
    const xml = wordpressXml().replace(
      /<p>A paragraph block\.<\/p>[\s\S]*?<!-- \/wp:image -->/,
      blocks,
    )
    const result = await importWordPress({ xml, uploads: null, sanitize, now })
    const html = valueText(bySlug(result, 'blocks').content)
    expect(embedsOf(html)).toEqual([
      {
        provider: 'youtube',
        player: PLAYER,
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'YouTube video',
      },
      {
        provider: 'vimeo',
        player: VIMEO_PLAYER,
        link: 'https://vimeo.com/76979871',
        title: 'The talk',
      },
    ])
    expect(html).not.toContain('tracker.example')
  })

  it('from Ghost’s embed cards', async () => {
    const json = readFileSync(fixtures('ghost/export.json'), 'utf8')
    const data = JSON.parse(json) as { db: { data: { posts: { html: string }[] } }[] }
    const [first] = data.db[0]?.data.posts ?? []
    if (first) {
      first.html =
        '<p>Watch:</p><figure class="kg-card kg-embed-card"><iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allowfullscreen title="Pricing a first retainer"></iframe></figure>'
    }
    const result = await importGhost({ json: JSON.stringify(data), images: null, sanitize, now })
    expect(embedsOf(valueText(bySlug(result, 'pricing-for-growth').content))).toEqual([
      {
        provider: 'youtube',
        player: PLAYER,
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Pricing a first retainer',
      },
    ])
  })
})
