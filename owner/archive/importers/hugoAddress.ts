import { addressDate, filledTemplate, rootPath, textsOf } from './permalinkParts.ts'

/** What of the Hugo site's configuration a page's address is made from. */
export interface HugoConfig {
  /** `[permalinks]`: an address template by section (`posts = "/:year/:month/:slug/"`). */
  permalinks: Readonly<Record<string, string>>
  /** The path of `baseURL` ('' at the root). */
  basePath: string
}

/** A page as Hugo makes its address: its path among the files, its title and front matter. */
export interface HugoPage {
  path: string
  title: string
  fields: Record<string, unknown>
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** Hugo's `urlize`, as it makes paths: lower case, spaces as hyphens, no other punctuation. */
const urlized = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '')

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * A Hugo page's address on its old site: its own `url`, else its section's template from
 * `[permalinks]`, else its path under `content/` (`content/posts/some-post.md` and
 * `content/posts/some-post/index.md` are `/posts/some-post/`) with its `slug` in place of
 * the file's name; below `baseURL`'s path, in lower case as Hugo writes paths. Null for what
 * has no address of its own (a file outside `content/`, a section's `_index.md`); the
 * placeholders it could not fill otherwise.
 */
export function hugoAddress(
  page: HugoPage,
  config: HugoConfig,
): { path: string } | { unknown: string[] } | null {
  const own = text(page.fields.url)
  if (own !== '') return { path: rootPath(`${config.basePath}/${own}`) }
  const inContent = /^content\/(.+)$/.exec(page.path)?.[1]
  if (inContent === undefined) return null
  const parts = inContent.replace(/\.[^./]+$/, '').split('/')
  if (parts.at(-1) === '_index') return null
  // A page bundle (`posts/some-post/index.md`) is named after its folder.
  if (parts.at(-1) === 'index' && parts.length > 1) parts.pop()
  const filename = parts.pop() ?? ''
  const slug = text(page.fields.slug)
  const section = parts[0] ?? ''
  const template = config.permalinks[section]
  if (template === undefined) {
    const path = [...parts, slug === '' ? filename : slug].join('/')
    return { path: rootPath(`${config.basePath}/${path}/`).toLowerCase() }
  }
  const date = addressDate(page.fields.date)
  const values: Record<string, string> = {
    section,
    sections: parts.join('/'),
    title: urlized(page.title),
    slug: slug === '' ? urlized(page.title) : urlized(slug),
    filename,
    contentbasename: filename,
    slugorfilename: slug === '' ? filename : urlized(slug),
    slugorcontentbasename: slug === '' ? filename : urlized(slug),
    ...(date && {
      year: date.year,
      month: date.month,
      monthname: MONTHS[Number(date.month) - 1] ?? date.month,
      day: date.day,
    }),
  }
  const filled = filledTemplate(template, values)
  return 'path' in filled
    ? { path: rootPath(`${config.basePath}/${filled.path}`).toLowerCase() }
    : filled
}

/** The older addresses a page redirected already (its `aliases`). */
export function hugoOlderAddresses(fields: Record<string, unknown>, basePath: string): string[] {
  return textsOf(fields.aliases).map((path) => rootPath(`${basePath}/${path}`))
}
