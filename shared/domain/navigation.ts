/**
 * Whether a navigation link is the current one: its path or anything below it, except the home
 * link, which is current only on the home page.
 */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  if (linkPath === '/') return currentPath === '/'
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`)
}
