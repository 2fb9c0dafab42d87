import { type AnchorHTMLAttributes, useEffect, useSyncExternalStore } from 'react'
import { isActivePath } from '../../shared/domain/navigation.ts'

/**
 * What the islands use of react-router-dom, in the islands' build only (site/build/islandsBuild.ts):
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

export function useLocation(): { pathname: string; search: string; hash: string } {
  useSyncExternalStore(subscribe, readAddress, readAddress)
  const { pathname, search, hash } = window.location
  return { pathname, search, hash }
}

export function useNavigate(): (to: To, options?: { replace?: boolean }) => void {
  return (to, options) => {
    if (options?.replace) window.history.replaceState(null, '', href(to))
    else window.history.pushState(null, '', href(to))
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
