/** The publish date a post gets: now when published, none when it is a draft (spec section 4). */
export function publishDateFor(published: boolean, now: Date = new Date()): string | null {
  return published ? now.toISOString() : null
}

/**
 * Whether a save makes a post published: a new post saved as published, or an edit of a post
 * that was not published before. Only then is the newsletter sent; republishing never re-sends.
 */
export function becomesPublished(
  before: { published: boolean } | null,
  published: boolean,
): boolean {
  return published && !before?.published
}
