import { ADMIN_ROUTE_PATHS } from '../../shared/domain/adminSections.ts'
import { POSTS_PER_PAGE } from '../../shared/backend/posts.ts'
import { PUBLICATIONS_PER_PAGE } from '../../shared/backend/publications.ts'
import { pageCount, pagePath } from '../../shared/domain/paging.ts'

/** The public routes prerendered on every build; each published post adds `/blog/{slug}`. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about',
  '/work-with-me',
  '/blog',
  '/publications',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
] as const

export function postPath(slug: string): string {
  return `/blog/${slug}`
}

/**
 * The later pages of the paged lists (`/blog/page/2`...; the first is the list's own address):
 * the blog pages the posts that are not featured, the publications page every publication.
 */
export function listPagePaths(counts: { posts: number; publications: number }): string[] {
  const later = (listPath: string, total: number, perPage: number) =>
    Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) =>
      pagePath(listPath, index + 2),
    )
  return [
    ...later('/blog', counts.posts, POSTS_PER_PAGE),
    ...later('/publications', counts.publications, PUBLICATIONS_PER_PAGE),
  ]
}

/** The lists that come in pages, at `/blog/page/N` and `/publications/page/N`. */
const PAGED_LISTS = ['/blog', '/publications'] as const

/**
 * Addresses moved for good (301) to another: page 1 of each paged list, whose address is the
 * list's own. Static hosts read them from `_redirects`; the preview server answers them too.
 */
export const MOVED_ADDRESSES: readonly { from: string; to: string }[] = PAGED_LISTS.map((list) => ({
  from: `${list}/page/1`,
  to: list,
}))

/**
 * The file a path's page is written to: `/` is index.html, `/about` about.html, as static hosts
 * (and the preview server) look them up.
 */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The app shell without content: what the owner's screens and later posts start from. */
export const APP_SHELL_FILE = 'app.html'
/** The not-found page, served with status 404 for any other address. */
export const NOT_FOUND_FILE = '404.html'

/**
 * Addresses that are not files but open in the app shell: sign-in, the owner's screens, the
 * newsletter confirmation, and posts published after the build. `*` is the rest of the address,
 * as in the `_redirects` file of Netlify and Cloudflare Pages.
 */
export const APP_SHELL_ROUTES: readonly string[] = [
  '/auth',
  '/newsletter',
  '/blog/*',
  '/publications/page/*',
  // A private preview of a draft: read in the browser with its token, never prerendered.
  '/preview/*',
  ...ADMIN_ROUTE_PATHS.map((pattern) => pattern.replace(/\/:[a-zA-Z]+$/, '/*')),
]

/** Whether an address opens in the app shell (the preview server's reading of the list above). */
export function opensInAppShell(pathname: string): boolean {
  return APP_SHELL_ROUTES.some((route) => {
    const pattern = route.replace('/*', '/[^?#]+')
    return new RegExp(`^${pattern}$`).test(pathname)
  })
}

/**
 * The file a static host serves for an address without an extension: its page, else the app
 * shell for the addresses above, else the not-found page with status 404.
 */
export function servedPage(
  pathname: string,
  exists: (file: string) => boolean,
): { file: string; status: 200 | 404 } {
  const page = fileForPath(pathname.replace(/(.)\/$/, '$1'))
  if (exists(page)) return { file: page, status: 200 }
  if (opensInAppShell(pathname)) return { file: APP_SHELL_FILE, status: 200 }
  return { file: NOT_FOUND_FILE, status: 404 }
}
