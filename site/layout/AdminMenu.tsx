import { useId, useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useSite } from '../SiteContext.tsx'
import { ownerBackend } from '../owner/ownerBackend.ts'
import { ADMIN_SECTIONS } from '../../shared/domain/adminSections.ts'

interface AdminMenuProps {
  /** A dropdown in the header, or an open list in the mobile menu. */
  layout: 'dropdown' | 'list'
  /** Called after a link is chosen or sign-out completes (the mobile menu closes then). */
  onDone?: () => void
}

/** The owner's links and Sign Out; shown only to a signed-in owner, loaded only then. */
export default function AdminMenu({ layout, onDone }: AdminMenuProps) {
  const { backendConfig } = useSite()
  const [open, setOpen] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()

  // Attached in the commit that opens the list, so an Escape pressed as it appears is not lost.
  useLayoutEffect(() => {
    if (!open) return undefined
    const close = (event: Event) => {
      const outside =
        event instanceof MouseEvent && !container.current?.contains(event.target as Node)
      const escape = event instanceof KeyboardEvent && event.key === 'Escape'
      if (!outside && !escape) return
      // Escape from a link in the list puts the keyboard back on the button that opened it.
      if (escape && container.current?.contains(document.activeElement)) toggle.current?.focus()
      setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  const finish = () => {
    setOpen(false)
    onDone?.()
  }

  const signOut = async () => {
    setSigningOut(true)
    const { error } = await ownerBackend(backendConfig).auth.signOut()
    // Sign-out errors are only logged: the local session is gone either way.
    if (error) console.error('Sign-out failed:', error.message)
    setSigningOut(false)
    window.dispatchEvent(new StorageEvent('storage'))
    finish()
  }

  const items = (
    <ul id={listId} className="admin-menu__list">
      {ADMIN_SECTIONS.map((section) => (
        <li key={section.path}>
          <Link to={section.path} onClick={finish}>
            {section.label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="admin-menu__sign-out"
          disabled={signingOut}
          onClick={() => void signOut()}
        >
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </button>
      </li>
    </ul>
  )

  if (layout === 'list') {
    return (
      <div className="admin-menu admin-menu--list">
        <p className="admin-menu__heading">Admin</p>
        {items}
      </div>
    )
  }
  return (
    <div className="admin-menu" ref={container}>
      {/* A disclosure of links, not an ARIA menu: Tab moves through the links. */}
      <button
        ref={toggle}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen(!open)
        }}
      >
        Admin <span aria-hidden="true">▾</span>
      </button>
      {open && <div className="admin-menu__dropdown">{items}</div>}
    </div>
  )
}
