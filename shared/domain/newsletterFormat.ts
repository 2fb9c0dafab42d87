/**
 * What the newsletter mails of a post (`blog_posts.newsletter_format`): the whole post, or its
 * excerpt and a link to read it on the site. The send-newsletter function reads the same values.
 */
export type NewsletterFormat = 'full' | 'excerpt'

/** The choices as the editor offers them. */
export const NEWSLETTER_FORMATS: readonly { value: NewsletterFormat; label: string }[] = [
  { value: 'full', label: 'The full post' },
  { value: 'excerpt', label: 'Excerpt and link' },
]

/** A stored choice (a row, a draft) as one of the formats; anything else mails the full post. */
export function readNewsletterFormat(value: unknown): NewsletterFormat {
  return value === 'excerpt' ? 'excerpt' : 'full'
}
