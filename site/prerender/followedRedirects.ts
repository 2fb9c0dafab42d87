import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { fileForPath } from './publicPaths.ts'
import { REDIRECTS_FILE } from './staticHeaders.ts'

/**
 * The `_redirects` file's moves (301, 302) as Netlify follows them, so a built site served
 * locally answers an old address as the host would: rules are read in order and the first that
 * matches wins; a path ends in `/*` to match what is under it (`:splat` in the target); a
 * `key=value` after the path matches a query parameter with that value (`key=:name` any value,
 * `:name` in the target); a rule applies only where no file answers the address, unless it is
 * forced (`301!`); the target keeps the request's query unless it gives its own. Rules answered
 * from another file (200) are left to the server's own routing, which the build writes them from.
 */

interface RedirectRule {
  from: string
  query: [string, string][]
  to: string
  status: number
  force: boolean
}

function parseRedirectRules(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line): RedirectRule[] => {
    const parts = line.trim().split(/\s+/)
    const [from, ...rest] = parts
    if (!from || from.startsWith('#') || rest.length < 2) return []
    const code = rest.at(-1) ?? ''
    const to = rest.at(-2) ?? ''
    const status = Number.parseInt(code, 10)
    if (status !== 301 && status !== 302) return []
    const query = rest.slice(0, -2).map((pair): [string, string] => {
      const at = pair.indexOf('=')
      return [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))]
    })
    return [{ from, query, to, status, force: code.endsWith('!') }]
  })
}

const trimmed = (path: string) => path.replace(/(.)\/$/, '$1')

/** Where the first rule that matches sends the request, with its status; null: none does. */
function followedRule(
  rules: readonly RedirectRule[],
  url: URL,
  fileAnswers: (pathname: string) => boolean,
): { location: string; status: number } | null {
  const path = trimmed(decodeURI(url.pathname))
  for (const rule of rules) {
    const from = trimmed(decodeURI(rule.from))
    const splat =
      from.endsWith('/*') && path.startsWith(from.slice(0, -1)) ? path.slice(from.length - 1) : null
    if (path !== from && splat === null) continue
    const bound = new Map<string, string>()
    const queryMatches = rule.query.every(([key, value]) => {
      const given = url.searchParams.get(key)
      if (given === null) return false
      if (value.startsWith(':')) bound.set(value, encodeURIComponent(given))
      return value.startsWith(':') || given === value
    })
    if (!queryMatches || (!rule.force && fileAnswers(url.pathname))) continue
    let location = rule.to.replace(':splat', splat ?? '')
    for (const [name, value] of bound) location = location.replace(name, value)
    if (!location.includes('?')) location += url.search
    return { location, status: rule.status }
  }
  return null
}

/** Where a built site's `_redirects` (in `dir`) sends a request, as the host would; null: nowhere. */
export function builtSiteRedirects(
  dir: string,
): (url: URL) => { location: string; status: number } | null {
  const path = join(dir, REDIRECTS_FILE)
  const rules = parseRedirectRules(existsSync(path) ? readFileSync(path, 'utf8') : '')
  const fileAnswers = (pathname: string) =>
    existsSync(
      join(dir, extname(pathname) === '' ? fileForPath(trimmed(pathname)) : normalize(pathname)),
    )
  return (url) => followedRule(rules, url, fileAnswers)
}
