import { Suspense, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { ToastProvider } from '../components/Toasts.tsx'
import { ScheduleCallProvider } from './ScheduleCall.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { useScrollToTop } from './useScrollToTop.ts'

/** The frame around every page: header, main content and footer. */
export function SiteLayout() {
  useScrollToTop()
  return (
    <ToastProvider>
      <ScheduleCallProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {/* Pages load on demand; the first one's prerendered markup stays until it has. */}
          <Suspense fallback={<p className="status-text page-intro container">Loading...</p>}>
            <Outlet />
            <MarkHydrated />
          </Suspense>
        </main>
        <SiteFooter />
      </ScheduleCallProvider>
    </ToastProvider>
  )
}

/**
 * Marks the page as live once React has taken over its content (inside the boundary, which
 * hydrates after the frame). Until then a prerendered page's buttons have no handlers: the
 * stylesheet holds clicks on them (controls.css) and the template holds form submission.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
