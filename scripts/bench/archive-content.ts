import type { ImageBucket } from '../../shared/backend/images.ts'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type Archive,
  type ArchiveImage,
  countsOf,
} from '../../owner/archive/archive.ts'
import { asBytes } from '../../owner/archive/bytes.ts'
import { type ArchiveRow, type ArchiveValue, valueText } from '../../owner/archive/columns.ts'
import { POST_TEXT_COLUMNS } from '../../owner/archive/tables.ts'
import type { ImageVariants } from '../../shared/domain/imageVariants.ts'
import { pngOfAtLeast } from './large-png.ts'

/**
 * A made-up site at any scale, as an archive: long posts with unicode, HTML of every kind the
 * editor writes and links to images in the archive, every other table, and (with personal data)
 * enquiries and subscribers. The same options always make the same archive.
 */
export interface ContentOptions {
  posts: number
  wordsPerPost: number
  images: number
  /** The size of image `index`, in bytes (at least a few kilobytes). */
  imageBytes: (index: number) => number
  personalData: boolean
}

const WORDS = [
  'strategy',
  'growth',
  'team',
  'market',
  'décision',
  'naïve',
  'façade',
  'Überblick',
  'über',
  'straße',
  '東京',
  'データ',
  'κόσμος',
  'Ωmega',
  'mañana',
  'café',
  'rôle',
  'résumé',
  'ölçek',
  'приоритет',
  'हिन्दी',
  'عربى',
  'emoji 🚀',
  'leaders',
  'quarter',
  'roadmap',
  'pricing',
  'hiring',
  'focus',
  'signal',
  'runway',
  'board',
  'customers',
  'churn',
  '“quoted”',
  '<angle>',
  'a & b',
]

/** A small deterministic random source (mulberry32), so every run makes the same content. */
function randomSource(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const uuid = (kind: number, index: number) =>
  `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${index.toString(16).padStart(12, '0')}`

/** A whole-second time written as the Data API writes it, so a restored archive exports as it was. */
const time = (hoursAfter: number) =>
  new Date(Date.UTC(2024, 0, 1) + hoursAfter * 3_600_000).toISOString().replace('.000Z', '+00:00')

/** What was made of an image: its size and its web sizes (their files are not made here). */
const WEB_SIZES: ImageVariants = {
  width: 1600,
  height: 900,
  widths: [480, 800, 1200],
  format: 'webp',
  share: true,
  email: false,
}

const LOGO_SIZES: ImageVariants = { ...WEB_SIZES, format: 'jpeg', share: false }

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

function imageList(options: ContentOptions): ArchiveImage[] {
  return Array.from({ length: options.images }, (_, index) => {
    const logo = index % 10 === 9
    const bucket: ImageBucket = logo ? 'company-logos' : 'blog-images'
    const path = logo ? `startup-logos/logo-${index}.png` : `posts/image-${index}.png`
    return { bucket, path, bytes: asBytes(pngOfAtLeast(options.imageBytes(index))) }
  })
}

function postHtml(random: () => number, words: number, images: readonly ArchiveImage[]): string {
  const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'word'
  const sentence = (length: number) =>
    escapeHtml(
      Array.from({ length }, word)
        .join(' ')
        .replace(/^./, (c) => c.toUpperCase()) + '.',
    )
  const blocks: string[] = []
  let written = 0
  while (written < words) {
    const kind = Math.floor(random() * 8)
    const length = 12 + Math.floor(random() * 30)
    written += length
    if (kind === 0) blocks.push(`<h2>${sentence(5)}</h2>`)
    else if (kind === 1)
      blocks.push(
        `<ul><li>${sentence(length / 2)}</li><li><strong>${sentence(length / 2)}</strong></li></ul>`,
      )
    else if (kind === 2) blocks.push(`<blockquote>${sentence(length)}</blockquote>`)
    else if (kind === 3)
      blocks.push(
        `<p class="ql-align-center"><span class="ql-size-large">${sentence(length)}</span> <a href="https://example.com/read?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">${sentence(3)}</a></p>`,
      )
    else if (kind === 4 && images.length > 0) {
      const image = images[Math.floor(random() * images.length)]
      if (image?.bucket === 'blog-images')
        blocks.push(`<p><img src="storage/blog-images/${image.path}" alt="${sentence(3)}"></p>`)
      blocks.push(`<p>${sentence(length)}</p>`)
    } else if (kind === 5)
      blocks.push(`<pre class="ql-syntax">const answer = 42;\nconsole.log("${word()}");</pre>`)
    else blocks.push(`<p>${sentence(length)} <em>${sentence(4)}</em> <code>x &lt; y</code></p>`)
  }
  return blocks.join('\n')
}

function posts(options: ContentOptions, images: readonly ArchiveImage[]): ArchiveRow[] {
  const random = randomSource(42)
  const banners = images.filter((image) => image.bucket === 'blog-images')
  return Array.from({ length: options.posts }, (_, index) => {
    const banner =
      banners.length > 0 && index % 3 === 0 ? banners[index % banners.length] : undefined
    const published = index % 7 !== 3
    return {
      id: uuid(1, index),
      title: `Post ${index + 1}: Überlegungen zu Wachstum — 成長 ${index % 5 === 0 ? '🚀' : '&'} “scale”`,
      slug: `post-${index + 1}-uberlegungen-zu-wachstum`,
      excerpt:
        index % 4 === 0 ? null : `Ein kurzer Auszug über ${WORDS[index % WORDS.length] ?? ''}.`,
      content: postHtml(random, options.wordsPerPost, images),
      tags: [['Strategy', 'Leadership'], ['Growth'], ['AI & Data', 'Führung']][index % 3] ?? [
        'Strategy',
      ],
      featured: index % 10 === 0,
      published,
      publish_date: published ? time(index * 24 + 9) : null,
      read_time: Math.max(1, Math.ceil(options.wordsPerPost / 200)),
      featured_image_url: banner ? `storage/blog-images/${banner.path}` : null,
      featured_image_variants: banner ? WEB_SIZES : null,
      banner_alt: banner ? `Chart ${String(index)}: growth — 成長` : null,
      author: index % 2 === 0 ? null : 'Zoë Ångström',
      seo_title: index % 5 === 1 ? `Search title ${String(index)} — 成長` : null,
      seo_description: null,
      canonical_url: index % 5 === 1 ? `https://journal.example/articles/${String(index)}` : null,
      created_at: time(index * 24),
      updated_at: time(index * 24 + 30),
      newsletter_sent: published && index % 2 === 0,
      scheduled_at: null,
      newsletter_format: index % 5 === 4 ? 'excerpt' : 'full',
    }
  })
}

/** The id and times of the `index`th row of a table (its `kind`). */
const row = (kind: number, index: number) => ({
  id: uuid(kind, index),
  created_at: time(index),
  updated_at: time(index + 1),
})

/** What the About page shows: experience, earlier experience and start-up logos. */
function aboutRows(logoUrl: string | null) {
  return {
    experiences: [
      {
        ...row(4, 0),
        company: 'Ölçek Ltd',
        company_url: 'https://example.com',
        logo_url: logoUrl,
        logo_variants: logoUrl ? LOGO_SIZES : null,
        role: 'Chief Operating Officer',
        period: '2019 – 2023',
        description: 'Scaled the team from 20 to 240 — across 3 continents.',
        display_order: 1,
      },
    ],
    earlier_experiences: [
      {
        ...row(5, 0),
        company: 'Café Research',
        company_url: null,
        logo_url: null,
        logo_variants: null,
        description: 'Research & strategy.',
        display_order: 1,
      },
    ],
    startup_experience_logos: [
      {
        ...row(6, 0),
        company_name: 'Fernleaf',
        company_url: 'https://example.com/fern',
        logo_url: logoUrl,
        logo_variants: null,
        display_order: 1,
      },
    ],
  }
}

/** What Work With Me and Contact show: services, testimonials (one hidden) and FAQs. */
function offerRows() {
  return {
    services: [
      {
        ...row(7, 0),
        title: 'Scale-up Strategy',
        subtitle: 'From Series A to C',
        whats_included: ['Diagnostic', 'Roadmap “90 days”'],
        ideal_for: 'Founders',
        results: null,
        display_order: 1,
      },
    ],
    testimonials: [
      {
        ...row(8, 0),
        quote: '“Transformative” — truly.',
        author_name: 'Anaïs Dupont',
        author_title: 'CEO',
        company: null,
        is_active: true,
        display_order: 1,
      },
      {
        ...row(8, 1),
        quote: 'Hidden one.',
        author_name: 'Bo',
        author_title: 'CTO',
        company: 'Ωmega',
        is_active: false,
        display_order: 2,
      },
    ],
    contact_faqs: [
      {
        ...row(9, 0),
        question: 'Wie arbeiten Sie?',
        answer: 'Remote & vor Ort.',
        display_order: 1,
        is_active: true,
      },
    ],
  }
}

/** The rest of the site: one or a few rows of every other table, some linking to images. */
function siteRows(images: readonly ArchiveImage[], postIds: readonly string[]) {
  const logo = images.find((image) => image.bucket === 'company-logos')
  const logoUrl = logo ? `storage/company-logos/${logo.path}` : null
  return {
    redirects: postIds.slice(0, 2).map((postId, index) => ({
      ...row(2, index),
      from_path: `/2019/0${index + 1}/altes-stück-${index}/`,
      post_id: postId,
    })),
    // A tag renamed on the Tags screen: its old blog address redirects to the new one.
    tag_redirects: [{ ...row(20, 0), from_tag: 'Wachstum', to_tag: 'Growth' }],
    publications: [
      {
        ...row(3, 0),
        title: 'Scaling “well” — ein Leitfaden',
        publication_name: 'Harvard Business Review',
        publication_url: 'https://example.com/hbr',
        published_date: '2025-03-04',
        excerpt: 'Über Wachstum.',
        tags: ['Strategy'],
        image_url: null,
        image_variants: null,
      },
      {
        ...row(3, 1),
        title: 'Pricing in 東京',
        publication_name: 'Forbes',
        publication_url: 'https://example.com/f',
        published_date: '2024-11-30',
        excerpt: null,
        tags: null,
        image_url: 'data:image/png;base64,iVBORw0KGgo=',
        image_variants: null,
      },
    ],
    ...aboutRows(logoUrl),
    ...offerRows(),
  }
}

function personalRows() {
  return {
    contact_submissions: Array.from({ length: 3 }, (_, index) => ({
      id: uuid(10, index),
      first_name: ['Zoë', 'Jörg', 'Ana'][index] ?? 'A',
      last_name: 'Müller',
      email: `person${index}@example.com`,
      company: index === 0 ? null : 'ACME',
      subject: 'Anfrage über “Strategie”',
      message: 'Hallo! 👋\nZweite Zeile & mehr.',
      created_at: time(index),
    })),
    newsletter_subscribers: Array.from({ length: 3 }, (_, index) => ({
      id: uuid(11, index),
      email: `reader${index}@example.com`,
      status: ['pending', 'confirmed', 'unsubscribed'][index] ?? 'pending',
      confirmation_sent_at: time(index),
      created_at: time(index),
      confirmed_at: index >= 1 ? time(index + 1) : null,
      unsubscribed_at: index === 2 ? time(index + 2) : null,
      updated_at: time(index + 3),
    })),
  }
}

/** What the owner edits of a post, as its revisions keep it. */
const EDITED = Object.keys(POST_TEXT_COLUMNS)

/**
 * Each post's history: its first save (every third post, with half its text), then the save
 * that made it as it is, oldest first as an export reads them.
 */
function revisions(postRows: readonly ArchiveRow[]): ArchiveRow[] {
  const revision = (post: ArchiveRow, operation: string, created: ArchiveValue) => ({
    post_id: post.id ?? null,
    ...Object.fromEntries(EDITED.map((column) => [column, post[column] ?? null])),
    operation,
    changed_by: null,
    changed_through: 'authenticated',
    created_at: created,
    post_deleted_at: null,
  })
  return postRows
    .flatMap((post, index) => {
      const last = revision(post, index % 3 === 0 ? 'update' : 'insert', post.updated_at ?? null)
      if (index % 3 !== 0) return [last]
      const content = valueText(post.content)
      const first = {
        ...revision(post, 'insert', post.created_at ?? null),
        content: content.slice(0, content.indexOf('\n', content.length / 2) + 1 || undefined),
      }
      return [first, last]
    })
    .sort((a, b) => valueText(a.created_at).localeCompare(valueText(b.created_at)))
}

export function generatedArchive(options: ContentOptions, exportedAt = time(24 * 400)): Archive {
  const images = imageList(options)
  const postRows = posts(options, images)
  const tables: Archive['tables'] = {
    blog_post_revisions: revisions(postRows),
    blog_posts: postRows,
    ...siteRows(
      images,
      postRows.map((post) => valueText(post.id)),
    ),
    ...(options.personalData ? personalRows() : {}),
  }
  return {
    manifest: {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      exportedAt,
      siteUrl: 'https://consultant.example',
      personalData: options.personalData,
      counts: countsOf(tables, images),
      files: {},
    },
    tables,
    images,
  }
}
