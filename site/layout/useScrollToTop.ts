import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

const LATE_SCROLL_MS = 100

/**
 * On every path change the window scrolls to the top at once, again on the next frame and
 * again after 100 ms, so late layout (images, lazy content) cannot leave it mid-page. The page
 * the visitor arrives on keeps the browser's own scrolling (a reload, a link to a section).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return undefined
    shownPath.current = pathname
    const top = () => {
      window.scrollTo(0, 0)
    }
    top()
    const frame = requestAnimationFrame(top)
    const timer = setTimeout(top, LATE_SCROLL_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [pathname])
}
