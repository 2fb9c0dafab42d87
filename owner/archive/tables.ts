import type { Database } from '../../shared/backend/database.types.ts'
import { ARCHIVE_TIME, type ColumnSpec } from './columns.ts'

type PublicTables = Database['public']['Tables']
type RowOf<Name extends keyof PublicTables> = PublicTables[Name]['Row']

/**
 * A table as an archive holds it. Its columns are every column of the table (the compiler says
 * so when the schema changes) except those named in `leftOut`, which never leave the backend:
 * secrets, and what the database computes. An image's web sizes are files in Storage like the
 * image, so they travel with it, and its `*_variants` column with its row.
 */
export interface ArchiveTable<Name extends keyof PublicTables = keyof PublicTables> {
  name: Name
  /** How the dry run names the table. */
  label: string
  columns: Readonly<Record<string, ColumnSpec>>
  /** Personal data (enquiries, subscribers): exported only when the owner asks. */
  personal: boolean
  /** The column whose value names a row in the dry run. */
  nameColumn: string
  /** The time a row last changed: a backend copy newer than the archive's is a conflict. */
  versionColumn: 'updated_at' | 'created_at'
  /** Columns no two rows may share (besides id). */
  unique: readonly string[]
  /** Columns holding the id of a row of another archive table. */
  references: readonly { column: string; table: keyof PublicTables }[]
  /**
   * A history (post revisions): rows without an id of their own, only ever added. A row is the
   * one the backend has when every column but `HISTORY_STATE` is the same.
   */
  history: boolean
}

/** What a history row may change after it is written: when its post was deleted. */
export const HISTORY_STATE = 'post_deleted_at'

interface TableOptions<Name extends keyof PublicTables, LeftOut extends keyof RowOf<Name>> {
  label: string
  columns: Record<Exclude<keyof RowOf<Name>, LeftOut>, ColumnSpec>
  leftOut?: readonly LeftOut[]
  personal?: boolean
  nameColumn: Exclude<keyof RowOf<Name>, LeftOut>
  versionColumn?: 'updated_at' | 'created_at'
  unique?: readonly Exclude<keyof RowOf<Name>, LeftOut>[]
  references?: readonly { column: Exclude<keyof RowOf<Name>, LeftOut>; table: keyof PublicTables }[]
  history?: boolean
}

function table<Name extends keyof PublicTables, LeftOut extends keyof RowOf<Name> = never>(
  name: Name,
  options: TableOptions<Name, LeftOut>,
): ArchiveTable<Name> {
  return {
    name,
    label: options.label,
    columns: options.columns,
    personal: options.personal ?? false,
    nameColumn: String(options.nameColumn),
    versionColumn: options.versionColumn ?? 'updated_at',
    unique: (options.unique ?? []).map(String),
    references: (options.references ?? []).map(({ column, table: target }) => ({
      column: String(column),
      table: target,
    })),
    history: options.history ?? false,
  }
}

const id: ColumnSpec = { kind: 'uuid' }
const text: ColumnSpec = { kind: 'text' }
const optionalText: ColumnSpec = { kind: 'text', nullable: true }
const imageUrl: ColumnSpec = { kind: 'text', nullable: true, links: 'url' }
const time: ColumnSpec = { kind: 'timestamp', fallback: ARCHIVE_TIME }
const optionalTime: ColumnSpec = { kind: 'timestamp', nullable: true }
const displayOrder: ColumnSpec = { kind: 'integer', fallback: 0 }
const flag = (fallback: boolean): ColumnSpec => ({ kind: 'boolean', fallback })
const imageVariants: ColumnSpec = { kind: 'image-variants', nullable: true }

/** What the owner edits of a post: a post and each of its revisions hold it. */
export const POST_TEXT_COLUMNS = {
  title: text,
  slug: text,
  excerpt: optionalText,
  content: { kind: 'text', links: 'html' },
  tags: { kind: 'texts', fallback: [] },
  featured: flag(false),
  published: flag(false),
  publish_date: optionalTime,
  featured_image_url: imageUrl,
  banner_alt: optionalText,
  author: optionalText,
  seo_title: optionalText,
  seo_description: optionalText,
  canonical_url: optionalText,
} satisfies Record<string, ColumnSpec>

/** Computed by the database from a post's excerpt and body on every save. */
const POST_CARD_TEXTS = ['card_excerpt', 'featured_excerpt', 'meta_description'] as const

/**
 * Every table an archive holds, in the order a restore writes them (a row's references first).
 * A new table joins the archive with one entry here and one row in the migration's
 * private.archive_tables.
 */
export const ARCHIVE_TABLES = [
  // Before the posts: a restored post its history already ends with gets no revision of its own.
  table('blog_post_revisions', {
    label: 'Post revisions',
    nameColumn: 'title',
    versionColumn: 'created_at',
    history: true,
    // Numbered by each database; counted and fingerprinted by it from the content.
    leftOut: ['id', 'content_words', 'content_md5'],
    columns: {
      post_id: id,
      ...POST_TEXT_COLUMNS,
      operation: { kind: 'text', fallback: 'update' },
      changed_by: { kind: 'uuid', nullable: true },
      changed_through: { kind: 'text', fallback: 'archive' },
      created_at: time,
      post_deleted_at: optionalTime,
    },
  }),
  table('blog_posts', {
    label: 'Blog posts',
    nameColumn: 'title',
    leftOut: POST_CARD_TEXTS,
    unique: ['slug'],
    columns: {
      id,
      ...POST_TEXT_COLUMNS,
      read_time: { kind: 'integer', fallback: 5 },
      featured_image_variants: imageVariants,
      created_at: time,
      updated_at: time,
      newsletter_sent: flag(false),
      scheduled_at: optionalTime,
      // An archive from before the choice mails its posts whole, as they were.
      newsletter_format: { kind: 'text', fallback: 'full' },
    },
  }),
  table('redirects', {
    label: 'Redirects from old addresses',
    nameColumn: 'from_path',
    unique: ['from_path'],
    references: [{ column: 'post_id', table: 'blog_posts' }],
    columns: { id, from_path: text, post_id: id, created_at: time, updated_at: time },
  }),
  table('tag_redirects', {
    label: 'Renamed tags',
    nameColumn: 'from_tag',
    unique: ['from_tag'],
    columns: { id, from_tag: text, to_tag: text, created_at: time, updated_at: time },
  }),
  table('publications', {
    label: 'Publications',
    nameColumn: 'title',
    columns: {
      id,
      title: text,
      publication_name: text,
      publication_url: text,
      published_date: { kind: 'date' },
      excerpt: optionalText,
      tags: { kind: 'texts', nullable: true },
      image_url: imageUrl,
      image_variants: imageVariants,
      created_at: time,
      updated_at: time,
    },
  }),
  table('experiences', {
    label: 'Experience',
    nameColumn: 'company',
    columns: {
      id,
      company: text,
      company_url: optionalText,
      logo_url: imageUrl,
      logo_variants: imageVariants,
      role: text,
      period: text,
      description: text,
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('earlier_experiences', {
    label: 'Earlier experience',
    nameColumn: 'company',
    columns: {
      id,
      company: text,
      company_url: optionalText,
      logo_url: imageUrl,
      logo_variants: imageVariants,
      description: text,
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('startup_experience_logos', {
    label: 'Start-up logos',
    nameColumn: 'company_name',
    columns: {
      id,
      company_name: text,
      company_url: optionalText,
      logo_url: imageUrl,
      logo_variants: imageVariants,
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('services', {
    label: 'Services',
    nameColumn: 'title',
    columns: {
      id,
      title: text,
      subtitle: text,
      whats_included: { kind: 'texts', fallback: [] },
      ideal_for: text,
      results: optionalText,
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('testimonials', {
    label: 'Testimonials',
    nameColumn: 'author_name',
    columns: {
      id,
      quote: text,
      author_name: text,
      author_title: text,
      company: optionalText,
      is_active: flag(true),
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('contact_faqs', {
    label: 'FAQs',
    nameColumn: 'question',
    columns: {
      id,
      question: text,
      answer: text,
      display_order: displayOrder,
      is_active: flag(true),
      created_at: time,
      updated_at: time,
    },
  }),
  table('contact_submissions', {
    label: 'Enquiries',
    personal: true,
    nameColumn: 'subject',
    versionColumn: 'created_at',
    leftOut: ['client_address_hash', 'request_id', 'notified_at'],
    columns: {
      id,
      first_name: text,
      last_name: text,
      email: text,
      company: optionalText,
      subject: text,
      message: text,
      created_at: time,
    },
  }),
  table('newsletter_subscribers', {
    label: 'Newsletter subscribers',
    personal: true,
    nameColumn: 'email',
    unique: ['email'],
    // Their links' secrets: a restored subscriber gets new ones.
    leftOut: ['confirm_token', 'unsubscribe_token'],
    columns: {
      id,
      email: text,
      status: { kind: 'text', fallback: 'pending' },
      confirmation_sent_at: optionalTime,
      created_at: time,
      confirmed_at: optionalTime,
      unsubscribed_at: optionalTime,
      updated_at: time,
    },
  }),
] as const

export type ArchiveTableName = (typeof ARCHIVE_TABLES)[number]['name']

const NAMES = new Set<string>(ARCHIVE_TABLES.map((spec) => spec.name))

export function isArchiveTableName(name: string): name is ArchiveTableName {
  return NAMES.has(name)
}
