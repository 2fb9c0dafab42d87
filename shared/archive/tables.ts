import type { Database } from '../backend/database.types.ts'
import { ARCHIVE_TIME, type ColumnSpec } from './columns.ts'

type PublicTables = Database['public']['Tables']
type RowOf<Name extends keyof PublicTables> = PublicTables[Name]['Row']

/**
 * A table as an archive holds it. Its columns are every column of the table (the compiler says
 * so when the schema changes) except those named in `leftOut`, which never leave the backend:
 * secrets, what the database computes, and the web sizes of images (an archive carries each
 * image once; 'Make web sizes' makes them again after a restore).
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
}

interface TableOptions<Name extends keyof PublicTables, LeftOut extends keyof RowOf<Name>> {
  label: string
  columns: Record<Exclude<keyof RowOf<Name>, LeftOut>, ColumnSpec>
  leftOut?: readonly LeftOut[]
  personal?: boolean
  nameColumn: Exclude<keyof RowOf<Name>, LeftOut>
  versionColumn?: 'updated_at' | 'created_at'
  unique?: readonly Exclude<keyof RowOf<Name>, LeftOut>[]
  references?: readonly { column: Exclude<keyof RowOf<Name>, LeftOut>; table: keyof PublicTables }[]
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

/** Computed by the database from a post's excerpt and body on every save. */
const POST_CARD_TEXTS = ['card_excerpt', 'featured_excerpt', 'meta_description'] as const

/**
 * Every table an archive holds, in the order a restore writes them (a row's references first).
 * A new table joins the archive with one entry here and one row in the migration's
 * private.archive_tables.
 */
export const ARCHIVE_TABLES = [
  table('blog_posts', {
    label: 'Blog posts',
    nameColumn: 'title',
    leftOut: [...POST_CARD_TEXTS, 'featured_image_variants'],
    unique: ['slug'],
    columns: {
      id,
      title: text,
      slug: text,
      excerpt: optionalText,
      content: { kind: 'text', links: 'html' },
      tags: { kind: 'texts', fallback: [] },
      featured: flag(false),
      published: flag(false),
      publish_date: optionalTime,
      read_time: { kind: 'integer', fallback: 5 },
      featured_image_url: imageUrl,
      banner_alt: optionalText,
      author: optionalText,
      created_at: time,
      updated_at: time,
      newsletter_sent: flag(false),
      scheduled_at: optionalTime,
    },
  }),
  table('redirects', {
    label: 'Redirects from old addresses',
    nameColumn: 'from_path',
    unique: ['from_path'],
    references: [{ column: 'post_id', table: 'blog_posts' }],
    columns: { id, from_path: text, post_id: id, created_at: time, updated_at: time },
  }),
  table('publications', {
    leftOut: ['image_variants'],
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
      created_at: time,
      updated_at: time,
    },
  }),
  table('experiences', {
    leftOut: ['logo_variants'],
    label: 'Experience',
    nameColumn: 'company',
    columns: {
      id,
      company: text,
      company_url: optionalText,
      logo_url: imageUrl,
      role: text,
      period: text,
      description: text,
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('earlier_experiences', {
    leftOut: ['logo_variants'],
    label: 'Earlier experience',
    nameColumn: 'company',
    columns: {
      id,
      company: text,
      company_url: optionalText,
      logo_url: imageUrl,
      description: text,
      display_order: displayOrder,
      created_at: time,
      updated_at: time,
    },
  }),
  table('startup_experience_logos', {
    leftOut: ['logo_variants'],
    label: 'Start-up logos',
    nameColumn: 'company_name',
    columns: {
      id,
      company_name: text,
      company_url: optionalText,
      logo_url: imageUrl,
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
    leftOut: ['client_address_hash'],
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
