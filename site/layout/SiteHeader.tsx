import { type RefObject, Suspense, lazy, useLayoutEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { isActivePath } from '../../shared/domain/navigation.ts'
import { useSite } from '../SiteContext.tsx'
import { SearchLauncher } from '../search/SearchLauncher.tsx'
import { RotatingHeadline } from './RotatingHeadline.tsx'
import { useScheduleCall } from './ScheduleCall.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'
import { NAV_LINKS } from './links.ts'
import { useSignedIn } from './useSignedIn.ts'

const AdminMenu = lazy(() => import('./AdminMenu.tsx'))

/**
 * Whether the phone's menu is open. It lies over the page, so Escape, or a press on the page
 * outside the header, closes it. Those listeners are attached in the commit that opens the menu:
 * in an island a passive effect runs a frame later, and an Escape pressed as the menu appeared
 * was lost.
 */
function useMenuOpen(header: RefObject<HTMLElement | null>) {
  const [menuOpen, setMenuOpen] = useState(false)
  useLayoutEffect(() => {
    if (!menuOpen) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Node && !header.current?.contains(event.target)) {
        setMenuOpen(false)
      }
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPress)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPress)
    }
  }, [menuOpen, header])
  return [menuOpen, setMenuOpen] as const
}

/** The site's pages, the current one marked, as the items of a list. */
function NavLinks({ onClick }: { onClick?: () => void }) {
  const { pathname } = useLocation()
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        className={isActivePath(pathname, link.to) ? 'nav-link nav-link--active' : 'nav-link'}
        aria-current={isActivePath(pathname, link.to) ? 'page' : undefined}
        onClick={onClick}
      >
        {link.label}
      </NavLink>
    </li>
  ))
}

interface MobileMenuProps {
  signedIn: boolean
  scheduleCall: () => void
  onClose: () => void
}

/** The phone's menu: the pages, search, the theme, booking a call and the owner's menu. */
function MobileMenu({ signedIn, scheduleCall, onClose }: MobileMenuProps) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="mobile-menu">
      <ul>
        <NavLinks onClick={onClose} />
      </ul>
      <Link to="/search" className="nav-link narrow-only" onClick={onClose}>
        Search
      </Link>
      {/* On a phone the theme choice lives here, leaving the header room for the name. */}
      <div className="narrow-only">
        <ThemeToggle />
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onClose()
          scheduleCall()
        }}
      >
        Schedule a Call
      </button>
      {signedIn && (
        <Suspense fallback={null}>
          <AdminMenu layout="list" onDone={onClose} />
        </Suspense>
      )}
    </nav>
  )
}

export function SiteHeader() {
  const { site } = useSite()
  const signedIn = useSignedIn()
  const scheduleCall = useScheduleCall()
  const header = useRef<HTMLElement>(null)
  const [menuOpen, setMenuOpen] = useMenuOpen(header)
  const closeMenu = () => {
    setMenuOpen(false)
  }

  return (
    // A signed-in owner's header also holds the Admin menu: it makes room by showing search as
    // its icon (site/search/search.css).
    <header className={signedIn ? 'site-header site-header--owner' : 'site-header'} ref={header}>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            {initials(site.businessName)}
          </span>
          <RotatingHeadline first={site.businessName} second={site.ownerName} />
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            <NavLinks />
          </ul>
        </nav>
        <div className="site-header__actions">
          <SearchLauncher />
          <button
            type="button"
            className="button button--primary desktop-only"
            onClick={scheduleCall}
          >
            Schedule a Call
          </button>
          <div className="wide-only">
            <ThemeToggle />
          </div>
          {signedIn && (
            <Suspense fallback={null}>
              <div className="desktop-only">
                <AdminMenu layout="dropdown" />
              </div>
            </Suspense>
          )}
          <button
            type="button"
            className="button button--ghost mobile-only"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setMenuOpen(!menuOpen)
            }}
          >
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu signedIn={signedIn} scheduleCall={scheduleCall} onClose={closeMenu} />
      )}
    </header>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}
