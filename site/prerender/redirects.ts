import type { PostRedirect } from '../../shared/backend/redirects.ts'
import {
  APP_SHELL_FILE,
  APP_SHELL_ROUTES,
  MOVED_ADDRESSES,
  STATIC_PUBLIC_PATHS,
  postPath,
} from './publicPaths.ts'

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1')

/** Whether an address is one of this site's own pages (not an old one to redirect). */
function isOwnAddress(path: string): boolean {
  const page = withoutTrailingSlash(path)
  const pages: readonly string[] = STATIC_PUBLIC_PATHS
  return (
    pages.includes(page) ||
    APP_SHELL_ROUTES.some((route) => !route.endsWith('/*') && page === route)
  )
}

/**
 * The `_redirects` file of Netlify and Cloudflare Pages: first each old address of an imported
 * post, moved permanently (301) to the post, and page 1 of the paged lists to the list; then the
 * addresses answered from another file (200, `rewrites`: the social web's discovery documents)
 * and those that open in the app shell (200). Old addresses that are the site's own pages, or
 * the post's own, are left out.
 */
export function redirectsFile(
  redirects: readonly PostRedirect[],
  rewrites: readonly { from: string; to: string }[] = [],
): string {
  const moved = redirects
    .filter(
      ({ fromPath, slug }) =>
        !isOwnAddress(fromPath) && withoutTrailingSlash(fromPath) !== postPath(slug),
    )
    .map(({ fromPath, slug }) => `${encodeURI(fromPath)} ${postPath(slug)} 301`)
  const ownMoves = MOVED_ADDRESSES.map(({ from, to }) => `${from} ${to} 301`)
  const rewritten = rewrites.map(({ from, to }) => `${from} ${to} 200`)
  const shell = APP_SHELL_ROUTES.map((route) => `${route} /${APP_SHELL_FILE} 200`)
  return [...moved, ...ownMoves, ...rewritten, ...shell].join('\n') + '\n'
}
