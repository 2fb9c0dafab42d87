import { Suspense, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { ToastRegion } from '../components/Toasts.tsx'
import { Island } from '../islands/Island.tsx'
import { ScheduleCallDialog } from './ScheduleCall.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { useScrollToTop } from './useScrollToTop.ts'

/** The frame around every page: header, main content and footer. */
export function SiteLayout() {
  useScrollToTop()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island name="header">
        <SiteHeader />
      </Island>
      <main id="main" tabIndex={-1}>
        {/* Pages load on demand; the first one's prerendered markup stays until it has. */}
        <Suspense fallback={<p className="status-text page-intro container">Loading...</p>}>
          <Outlet />
          <MarkHydrated />
        </Suspense>
      </main>
      <SiteFooter />
      <Island name="booking">
        <ScheduleCallDialog />
      </Island>
      <Island name="toasts">
        <ToastRegion />
      </Island>
    </>
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
