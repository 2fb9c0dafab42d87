/**
 * The longest text the owner may save in each column, in characters. The database refuses
 * longer text with the same numbers (check constraints `<table>_<column>_length`, migration
 * 20261124130100, and later migrations for columns added since); the forms show a count as the
 * owner nears a limit and refuse to save past it.
 */
export const TEXT_LIMITS = {
  blog_posts: {
    title: 200,
    slug: 200,
    excerpt: 500,
    author: 100,
    content: 500_000,
    featured_image_url: 2048,
    banner_alt: 200,
    seo_title: 100,
    seo_description: 300,
    canonical_url: 2048,
  },
  publications: { title: 200, publication_name: 100, publication_url: 2048, excerpt: 500 },
  experiences: {
    company: 100,
    company_url: 2048,
    logo_url: 2048,
    role: 100,
    period: 50,
    description: 2000,
  },
  earlier_experiences: { company: 100, company_url: 2048, logo_url: 2048, description: 2000 },
  startup_experience_logos: { company_name: 100, company_url: 2048, logo_url: 2048 },
  services: { title: 100, subtitle: 200, ideal_for: 500, results: 500 },
  testimonials: { quote: 1000, author_name: 100, author_title: 100, company: 100 },
  contact_faqs: { question: 200, answer: 2000 },
} as const satisfies Record<string, Record<string, number>>

/** How many items a list may have, and how long each may be. */
export interface ListLimit {
  items: number
  itemLength: number
}

/** Lists of short texts: a post's or publication's tags, a service's included items. */
export const LIST_LIMITS = {
  tags: { items: 20, itemLength: 50 },
  whats_included: { items: 20, itemLength: 200 },
} as const satisfies Record<string, ListLimit>

export type LimitedTable = keyof typeof TEXT_LIMITS

/** The limit of a column, if it has one. */
export function textLimit(table: LimitedTable, column: string): number | undefined {
  const limits: Readonly<Record<string, number>> = TEXT_LIMITS[table]
  return limits[column]
}

/** Characters as the database counts them: an emoji is one, not two. */
export function characterCount(text: string): number {
  return Array.from(text).length
}

/** The count shows from 80% of the limit, so the owner sees it coming. */
export function nearsLimit(text: string, limit: number): boolean {
  return characterCount(text) >= limit * 0.8
}

/** The count shown under a field as it nears its limit: '4,120 / 5,000'. */
export function countAgainstLimit(text: string, limit: number): string {
  return `${characterCount(text).toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`
}

/** Why a text cannot be saved as it is, or null when it fits. */
export function tooLongProblem(text: string, limit: number): string | null {
  return characterCount(text) > limit
    ? `Please keep this to ${limit.toLocaleString('en-US')} characters or fewer`
    : null
}
