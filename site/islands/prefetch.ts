const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Keeps moving between public pages instant without a client-side router: when a pointer or the
 * keyboard reaches a link to another page of the site, the browser fetches that page ahead, so
 * the click opens it from its cache. Each page once.
 */
export function prefetchOnIntent(): void {
  const fetched = new Set([window.location.pathname])
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return
    if (link.target !== '' || fetched.has(link.pathname)) return
    fetched.add(link.pathname)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = link.pathname + link.search
    document.head.append(hint)
  }
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, prefetch, { passive: true, capture: true })
  }
}
