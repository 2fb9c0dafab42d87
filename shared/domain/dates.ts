export const INVALID_DATE = 'Invalid date'

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/**
 * A date as US English long date, e.g. "October 28, 2026", or 'Invalid date'. Dates are shown
 * in UTC so a page reads the same on the server that prerenders it and in every browser.
 */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return INVALID_DATE
  // A bare date (publications) is a calendar day, not a moment.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? INVALID_DATE : longDate.format(date)
}

/** The date a post shows: when it was published, else when it was created. */
export function postDate(post: { publish_date: string | null; created_at: string }): string {
  return post.publish_date ?? post.created_at
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

/** A moment in the reader's own time zone, e.g. "October 28, 2026 at 3:04 PM" (owner screens). */
export function formatDateTime(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? INVALID_DATE : dateTime.format(date)
}
