import {
  type AddressDate,
  addressDate,
  filledTemplate,
  rootPath,
  textsOf,
} from './permalinkParts.ts'

/** Jekyll's named permalink styles; `date` is its default. */
const STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
}

/** How Jekyll names posts: "2013-05-08-some-post.md". */
export const DATED_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/

/** What of the Jekyll site's `_config.yml` a post's address is made from. */
export interface JekyllConfig {
  /** `permalink`: a style's name or a template. */
  permalink: string
  /** `baseurl`: the folder the site is served from ('' at the root). */
  baseUrl: string
}

/** A post as Jekyll makes its address: its path among the files, and its front matter. */
export interface JekyllPost {
  path: string
  fields: Record<string, unknown>
}

/** Jekyll's `slugify` in its `pretty` mode, keeping capitals, as `:title` is made. */
const prettySlug = (text: string) =>
  text.replace(/[^\p{L}\p{N}._~!$&'()+,;=@]+/gu, '-').replace(/^-+|-+$/g, '')

/** Jekyll's default `slugify`: lower case, every other run one hyphen, as `:slug` is made. */
const plainSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')

const dayOfYear = (date: AddressDate) => {
  const start = Date.UTC(Number(date.year), 0, 1)
  const day = Date.UTC(Number(date.year), Number(date.month) - 1, Number(date.day))
  return String((day - start) / 86_400_000 + 1).padStart(3, '0')
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The categories in a post's address: the folders above `_posts` (`blog/_posts/x.md` is in
 * `blog`), then its front matter's, each in lower case, as Jekyll joins them.
 */
function categoriesOf(post: JekyllPost): string {
  const folders = post.path.split('/_posts/')[0]?.split('/') ?? []
  const above = post.path.includes('/_posts/') ? folders : []
  const given = textsOf(post.fields.categories ?? post.fields.category)
  return [...new Set([...above, ...given].map((category) => category.toLowerCase()))].join('/')
}

/**
 * A Jekyll post's address on its old site (`/2013/05/08/some-post.html` with the default style,
 * `/2013/05/08/some-post/` with `pretty`, the post's own `permalink`), with the site's
 * `baseurl`; or the placeholders it could not fill. Only posts (files in a `_posts` folder)
 * and files with a `permalink` of their own have an address made from a template.
 */
export function jekyllAddress(
  post: JekyllPost,
  config: JekyllConfig,
): { path: string } | { unknown: string[] } | null {
  const own = text(post.fields.permalink)
  const isPost = /(^|\/)_posts\//.test(post.path)
  if (own === '' && !isPost) return null
  const base =
    post.path
      .split('/')
      .at(-1)
      ?.replace(/\.[^.]+$/, '') ?? ''
  const dated = DATED_NAME.exec(base)
  const date = addressDate(post.fields.date, dated?.[1])
  const name = text(post.fields.slug) || (dated?.[2] ?? base)
  const template = own || (STYLES[config.permalink] ?? config.permalink)
  const values: Record<string, string> = {
    categories: categoriesOf(post),
    title: prettySlug(name),
    slug: plainSlug(name),
    name: plainSlug(base),
    output_ext: '.html',
    ...(date && {
      year: date.year,
      month: date.month,
      i_month: String(Number(date.month)),
      day: date.day,
      i_day: String(Number(date.day)),
      short_year: date.year.slice(2),
      y_day: dayOfYear(date),
      hour: date.hour,
      minute: date.minute,
      second: date.second,
    }),
  }
  const filled = filledTemplate(template, values)
  return 'path' in filled ? { path: rootPath(`${config.baseUrl}/${filled.path}`) } : filled
}

/** The older addresses a post redirected already (`redirect_from`, jekyll-redirect-from's). */
export function jekyllOlderAddresses(fields: Record<string, unknown>, baseUrl: string): string[] {
  return textsOf(fields.redirect_from).map((path) => rootPath(`${baseUrl}/${path}`))
}
