/**
 * A post's address from its title: lower case, every run of other characters one hyphen, no
 * hyphen at either end. "What's New in 2026?" becomes "what-s-new-in-2026".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The longest slug the database keeps. */
export const MAX_SLUG_LENGTH = 200

/** Whether a slug is one the database keeps: lower-case words of a-z and 0-9 joined by hyphens. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
}
