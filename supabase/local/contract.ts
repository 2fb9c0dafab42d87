/**
 * What the product sends to its backend: every table and method, filter operator, `Prefer`
 * token, RPC, Auth endpoint, Storage call and Edge Function that shared/, owner/, site/,
 * desktop/, scripts/ and supabase/functions/ use (shared/backend/ owns nearly all; see README,
 * "The local backend"). It is the local backend's allow-list: each service serves what is
 * listed here and refuses anything else with a 4xx that names it, so the list grows only when
 * the product starts sending something new.
 *
 * Paths are written as the local backend's route tables write them (`:name` one segment,
 * `*name` the rest). tests/backend/product-contract.test.ts sends each entry through the
 * product's own modules on both database flavours; tests/unit/project/backend-contract.test.ts
 * fails when the code names a table, RPC, bucket or function this does not list.
 */
export const PRODUCT_CONTRACT = {
  rest: {
    /** Each table, with the methods sent to `/rest/v1/<table>` (POST with `on_conflict` upserts). */
    tables: {
      blog_posts: ['GET', 'POST', 'PATCH', 'DELETE'],
      publications: ['GET', 'POST', 'PATCH', 'DELETE'],
      experiences: ['GET', 'POST', 'PATCH', 'DELETE'],
      earlier_experiences: ['GET', 'POST', 'PATCH', 'DELETE'],
      startup_experience_logos: ['GET', 'POST', 'PATCH', 'DELETE'],
      services: ['GET', 'POST', 'PATCH', 'DELETE'],
      testimonials: ['GET', 'POST', 'PATCH', 'DELETE'],
      contact_faqs: ['GET', 'POST', 'PATCH', 'DELETE'],
      blog_post_revisions: ['GET'],
      redirects: ['GET', 'POST', 'DELETE'],
      tag_redirects: ['GET'],
      post_preview_links: ['GET', 'POST', 'PATCH'],
      contact_submissions: ['GET', 'POST', 'PATCH', 'DELETE'],
      newsletter_subscribers: ['GET', 'POST', 'PATCH', 'DELETE'],
      newsletter_sends: ['GET', 'POST'],
      newsletter_deliveries: ['POST', 'PATCH', 'DELETE'],
      fediverse_followers: ['GET', 'POST', 'DELETE'],
      fediverse_actor_keys: ['GET', 'POST', 'DELETE'],
      fediverse_inbox_activities: ['GET', 'POST'],
      fediverse_seen_signatures: ['POST', 'DELETE'],
      fediverse_deliveries: ['GET', 'PATCH'],
      fediverse_delivery_hosts: ['GET', 'POST', 'DELETE'],
      fediverse_replies: ['GET', 'POST', 'PATCH', 'DELETE'],
      fediverse_reactions: ['GET', 'POST', 'DELETE'],
      fediverse_blocked_servers: ['GET', 'POST', 'DELETE'],
    },
    /** Filter operators in the query string (`column=op.value`); `not.is` is `is` negated. */
    filters: ['eq', 'gt', 'lt', 'is', 'not.is', 'like'],
    /** The other query parameters. */
    parameters: ['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'],
    /** What a `select` list holds: every column, or columns, each perhaps renamed. */
    select: ['*', 'column', 'alias:column'],
    /** `Prefer` tokens. */
    prefer: [
      'return=representation',
      'return=minimal',
      'count=exact',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates',
    ],
    /** `Accept` beyond plain JSON: one object (`single()`, `maybeSingle()` on a write). */
    accept: ['application/vnd.pgrst.object+json'],
    /** RPCs, with their method: GET for a reading call without arguments. */
    rpcs: {
      site_has_owner: ['POST'],
      content_stamp: ['GET'],
      published_tags: ['GET'],
      post_preview: ['POST'],
      post_neighbours: ['POST'],
      owner_search_posts: ['POST'],
      media_library: ['POST'],
      bring_back_post: ['POST'],
      rename_tag: ['POST'],
      delete_tag: ['POST'],
      account_sessions: ['POST'],
      end_account_session: ['POST'],
      create_recovery_codes: ['POST'],
      recovery_codes_left: ['POST'],
      redeem_recovery_code: ['POST'],
      count_inbox_request: ['POST'],
      current_user_is_owner: ['POST'],
      can_archive: ['POST'],
      stage_archive_part: ['POST'],
      apply_archive_upload: ['POST'],
    },
  },
  /** `/auth/v1`: password sign-up and sign-in, refresh, the user, TOTP, and the admin calls. */
  auth: [
    'GET /health',
    'POST /signup',
    'POST /token?grant_type=password',
    'POST /token?grant_type=refresh_token',
    'GET /user',
    'PUT /user',
    'POST /logout?scope=global',
    'POST /logout?scope=others',
    'POST /logout?scope=local',
    'POST /factors',
    'POST /factors/:id/challenge',
    'POST /factors/:id/verify',
    'DELETE /factors/:id',
    'GET /admin/users/:id/factors',
    'DELETE /admin/users/:id/factors/:factorId',
  ],
  /** `/storage/v1`, on the buckets below; a path matches the first route that fits it. */
  storage: [
    'POST /object/list/:bucket',
    'GET /object/public/:bucket/*name',
    'POST /object/:bucket/*name',
    'GET /object/:bucket/*name',
    'DELETE /object/:bucket',
  ],
  buckets: ['blog-images', 'company-logos'],
  /** `/functions/v1`: the Edge Functions, and how each is called. */
  functions: {
    'send-contact-email': ['POST'],
    'newsletter-subscribe': ['GET', 'POST'],
    'send-newsletter': ['POST'],
    'redeem-recovery-code': ['POST'],
    'activitypub-inbox': ['POST'],
    'activitypub-deliver': ['POST'],
    'activitypub-followers': ['GET'],
    'link-preview': ['POST'],
  },
} as const

/**
 * What the test suites send besides the product's requests, and the local backend therefore
 * serves too: accounts other than the owner's, which no request of the product makes (sign-up
 * closes once the owner exists), made and removed through the Auth admin API with the service
 * role (supabase-js reads an account before it deletes it). Nothing in the product may send
 * these (tests/backend/product-contract.test.ts).
 */
export const TEST_SETUP = {
  auth: ['POST /admin/users', 'GET /admin/users/:id', 'DELETE /admin/users/:id'],
} as const

/**
 * Every entry as one line (`rest PATCH blog_posts`, `rest filter eq`, `auth POST /factors`...):
 * what a test checks off request by request.
 */
export function contractEntries(): string[] {
  const { rest } = PRODUCT_CONTRACT
  return [
    ...Object.entries(rest.tables).flatMap(([table, methods]) =>
      methods.map((method) => `rest ${method} ${table}`),
    ),
    ...rest.filters.map((operator) => `rest filter ${operator}`),
    ...rest.parameters.map((parameter) => `rest parameter ${parameter}`),
    ...rest.select.map((item) => `rest select ${item}`),
    ...rest.prefer.map((token) => `rest prefer ${token}`),
    ...rest.accept.map((type) => `rest accept ${type}`),
    ...Object.entries(rest.rpcs).flatMap(([name, methods]) =>
      methods.map((method) => `rest ${method} rpc/${name}`),
    ),
    ...PRODUCT_CONTRACT.auth.map((route) => `auth ${route}`),
    ...PRODUCT_CONTRACT.storage.map((route) => `storage ${route}`),
    ...PRODUCT_CONTRACT.buckets.map((bucket) => `storage bucket ${bucket}`),
    ...Object.entries(PRODUCT_CONTRACT.functions).flatMap(([name, methods]) =>
      methods.map((method) => `functions ${method} ${name}`),
    ),
  ]
}
