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

/**
 * What is wrong with an old address the owner typed for a redirect, in words for the form, or
 * null when a redirect may start there.
 */
export function redirectPathProblem(path: string): string | null {
  if (path === '') return 'Enter the old address, such as /2013/05/08/some-post/.'
  if (!path.startsWith('/')) {
    return 'An old address starts with / : the part after the domain, such as /2013/05/08/some-post/.'
  }
  if (path === '/') return 'The home page is this site’s own; a redirect cannot start there.'
  if (Array.from(path).length > MAX_REDIRECT_PATH) {
    return `An old address has at most ${String(MAX_REDIRECT_PATH)} characters.`
  }
  if (!isRedirectPathFormat(path)) {
    return 'An old address has no spaces, and none of the characters * ? # and :.'
  }
  if (isBlogAddress(path)) {
    return 'This is the address of the blog or of a post here (/blog, /blog/page/2, /blog/some-post); a redirect cannot start there.'
  }
  return null
}

/**
 * The old address the owner means: what they typed, trimmed, or the path of a whole web address
 * they pasted (`https://old.example/2013/05/08/some-post/` → `/2013/05/08/some-post/`), its
 * %-escapes decoded as the redirects file writes them again.
 */
export function typedRedirectPath(typed: string): string {
  const text = typed.trim()
  if (!/^https?:\/\//i.test(text)) return text
  try {
    const { pathname } = new URL(text)
    try {
      return decodeURI(pathname)
    } catch {
      return pathname
    }
  } catch {
    return text
  }
}
