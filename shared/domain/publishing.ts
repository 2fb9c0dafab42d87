/**
 * The publish date a save gives a post. Publishing dates it now (spec section 4) unless it has a
 * publish date already: a post already published, or one deleted and brought back, keeps the
 * date it first went out, so it never moves up the blog. Unpublishing clears the date; a draft
 * saved as a draft keeps what it has (none, or a brought-back post's original date).
 */
export function publishDateFor(
  published: boolean,
  saved: { published: boolean; publish_date: string | null } | null,
  now: Date = new Date(),
): string | null {
  if (published) return saved?.publish_date ?? now.toISOString()
  return saved?.published === false ? saved.publish_date : null
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
