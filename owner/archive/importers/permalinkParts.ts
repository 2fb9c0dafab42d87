/** A post's date as its old address reads it, or null when the post has none. */
export interface AddressDate {
  year: string
  month: string
  day: string
  hour: string
  minute: string
  second: string
}

const WRITTEN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/

/**
 * The date of a post as it was written (front matter's `2013-05-08 10:00:00 +0200`, a TOML date,
 * a file name's `2013-05-08`): its own day and time, not converted to another time zone, as
 * the site generator put them into the address.
 */
export function addressDate(...values: unknown[]): AddressDate | null {
  for (const value of values) {
    const text = value instanceof Date ? (isNaN(value.getTime()) ? '' : value.toISOString()) : value
    if (typeof text !== 'string') continue
    const found = WRITTEN.exec(text.trim())
    if (!found) continue
    const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = found
    return { year, month, day, hour, minute, second }
  }
  return null
}

/** A field's texts: a list's, or a text's split at its spaces or commas (as Jekyll reads them). */
export function textsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (typeof value === 'number') return [String(value)]
  if (typeof value !== 'string') return []
  return value.split(value.includes(',') ? ',' : /\s+/).flatMap((part) => {
    const text = part.trim()
    return text === '' ? [] : [text]
  })
}

/** An address template with its `:name` placeholders filled, or the names it has no value for. */
export function filledTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
): { path: string } | { unknown: string[] } {
  const unknown: string[] = []
  const path = template.replace(/:([a-z_]+)/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) unknown.push(whole)
    return value ?? whole
  })
  return unknown.length > 0 ? { unknown } : { path }
}

/** A path from the site's root, with one slash between its parts: `//a//b/` → `/a/b/`. */
export const rootPath = (path: string) => `/${path}`.replace(/\/{2,}/g, '/')
