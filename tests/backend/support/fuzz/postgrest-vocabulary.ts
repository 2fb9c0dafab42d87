import fc from 'fast-check'
import { fuzzText } from './text.ts'

/**
 * The names PostgREST requests are made of: the project's tables, columns, functions and what
 * an embedding may name, now and then a made-up one, and JSON paths into a column.
 */

export const TABLES = [
  'blog_posts',
  'publications',
  'experiences',
  'earlier_experiences',
  'startup_experience_logos',
  'services',
  'testimonials',
  'contact_faqs',
  'contact_submissions',
  'newsletter_subscribers',
  'newsletter_deliveries',
  'site_owner',
] as const

/**
 * The one column an anonymous insert cannot do without (contact_submissions.message): leaving
 * it out of every generated row makes every generated insert one that must be refused.
 */
export const REQUIRED_FOR_ANONYMOUS_INSERT = 'message'

const COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'tags',
  'featured',
  'published',
  'publish_date',
  'read_time',
  'created_at',
  'updated_at',
  'display_order',
  'is_active',
  'first_name',
  'last_name',
  'email',
  'company',
  'subject',
  'status',
  'confirm_token',
  'user_id',
  'newsletter_sent',
  'client_address_hash',
  'published_date',
] as const

export const FUNCTIONS = [
  'current_user_is_owner',
  'site_has_owner',
  'is_owner',
  'pg_sleep',
] as const

/** What an embedding names: the tables, their foreign keys and key columns, or anything. */
export const EMBEDDABLE = [
  'blog_posts',
  'newsletter_deliveries',
  'newsletter_subscribers',
  'post_id',
  'subscriber_id',
  'newsletter_deliveries_post_id_fkey',
  'newsletter_deliveries_subscriber_id_fkey',
  'current_user_is_owner',
] as const

export const name = fc.oneof(
  { arbitrary: fc.constantFrom(...COLUMNS), weight: 12 },
  { arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/), weight: 2 },
  { arbitrary: fuzzText, weight: 1 },
)

/** `->key`, `->>0`, `->-1`: a JSON path after a column, now and then malformed. */
export const jsonPath = fc
  .array(
    fc.tuple(
      fc.constantFrom('->', '->>', '->', '>', '-'),
      fc.oneof(name, fc.integer({ min: -3, max: 5 }).map(String), fc.constant('"quoted key"')),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((steps) => steps.map(([arrow, key]) => `${arrow}${key}`).join(''))
