/** The publish date a post gets: now when published, none when it is a draft (spec section 4). */
export function publishDateFor(published: boolean, now: Date = new Date()): string | null {
  return published ? now.toISOString() : null
}

/**
 * Whether saving a post mails the newsletter: it becomes published now (a new post saved as
 * published, or an edit of one that was not published) and was never mailed. Republishing
 * never mails again.
 */
export function announcesPost(
  published: boolean,
  saved: { published: boolean; newsletter_sent: boolean } | null,
): boolean {
  return published && saved?.published !== true && saved?.newsletter_sent !== true
}
