/** The longest old address a redirect keeps (the database's `redirects_from_path_format`). */
export const MAX_REDIRECT_PATH = 500

/** The blog's own addresses: the list, its later pages, and each post's `/blog/{slug}`. */
const BLOG_ADDRESS = /^\/blog(?:\/page\/.*|\/[^/]+\/?)?$/

/**
 * Whether the database takes a redirect's old address: a plain path from the site's root, with
 * no query, fragment or spaces, and none of the `*` and `:name` of the redirects file's syntax.
 */
export function isRedirectPathFormat(path: string): boolean {
  return /^\/[^\s*?#:]+$/.test(path) && Array.from(path).length <= MAX_REDIRECT_PATH
}

/**
 * Whether an address is the blog's own or may be, now or later (`/blog`, `/blog/page/2`, a
 * post's `/blog/{slug}`): a redirect from it would hide a page. Deeper addresses under /blog
 * (`/blog/2021/06/some-post/`, as a WordPress in a /blog folder has them) are not.
 */
export function isBlogAddress(path: string): boolean {
  return BLOG_ADDRESS.test(path)
}

