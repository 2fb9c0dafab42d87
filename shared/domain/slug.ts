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
