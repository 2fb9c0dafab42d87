import type { PostRedirect, TagRedirect } from '../../shared/backend/redirects.ts'
import { searchForTags } from '../../shared/domain/tagAddress.ts'
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
 * The blog filtered by a renamed or merged tag (`/blog?tags=AI`), moved to the blog filtered by
 * the tag it became. The blog's page is there, so the rule is forced (`!`); the query is matched
 * as Netlify matches one (Cloudflare Pages ignores query rules).
 */
function tagMove({ fromTag, toTag }: TagRedirect): string {
  return `/blog tags=${encodeURIComponent(fromTag)} /blog${searchForTags([toTag])} 301!`
}

/** What the `_redirects` file holds besides the imported posts' old addresses. */
export interface RedirectRules {
  /** Renamed and merged tags. */
  tagRedirects?: readonly TagRedirect[]
  /** Addresses answered from another file (200): the social web's discovery documents. */
  rewrites?: readonly { from: string; to: string }[]
}

/**
 * The `_redirects` file of Netlify and Cloudflare Pages: first each old address of an imported
 * post, moved permanently (301) to the post, the blog filtered by an old tag to the blog filtered
 * by its new one, and page 1 of the paged lists to the list; then the addresses answered from
 * another file (200, `rewrites`) and those that open in the app shell (200). Old addresses that
 * are the site's own pages, or the post's own, are left out.
 */
export function redirectsFile(
  redirects: readonly PostRedirect[],
  { tagRedirects = [], rewrites = [] }: RedirectRules = {},
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
  return (
    [...moved, ...tagRedirects.map(tagMove), ...ownMoves, ...rewritten, ...shell].join('\n') + '\n'
  )
}
