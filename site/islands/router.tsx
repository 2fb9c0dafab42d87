import { type AnchorHTMLAttributes, useEffect, useSyncExternalStore } from 'react'
import { isActivePath } from '../../shared/domain/navigation.ts'

/**
 * What the islands use of react-router-dom, in the islands' build only (site/prerender/islandsBuild.ts):
 * a prerendered page is a page of its own, so its links are plain links, loading the next page
 * (prefetched on intent, site/islands/prefetch.ts), and the address is the window's. An island
 * that changes the address in place (a list's tag filters) does it through the history.
 */

type To = string | { pathname: string; search?: string }

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
}

const href = (to: To) => (typeof to === 'string' ? to : to.pathname + (to.search ?? ''))

export function Link({ to, ...rest }: LinkProps) {
  return <a href={href(to)} {...rest} />
}

/** As react-router's: 'active' added to the class, and `aria-current` set, on the page it names. */
export function NavLink({ to, className, ...rest }: LinkProps) {
  const active = isActivePath(window.location.pathname, href(to))
  return (
    <a
      href={href(to)}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  )
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

const readAddress = () => window.location.href

export function useLocation(): { pathname: string; search: string; hash: string; state: unknown } {
  useSyncExternalStore(subscribe, readAddress, readAddress)
  const { pathname, search, hash } = window.location
  const state: unknown = window.history.state
  return { pathname, search, hash, state }
}

export function useNavigate(): (
  to: To,
  options?: { replace?: boolean; state?: unknown; preventScrollReset?: boolean },
) => void {
  // In place, as react-router does: the page stays where it is scrolled.
  return (to, options) => {
    const state = options?.state ?? null
    if (options?.replace) window.history.replaceState(state, '', href(to))
    else window.history.pushState(state, '', href(to))
    for (const listener of listeners) listener()
  }
}

/** Leaves for another address: a page of its own, as every page is here. */
export function Navigate({ to }: { to: To; replace?: boolean }) {
  useEffect(() => {
    window.location.replace(href(to))
  }, [to])
  return null
}
