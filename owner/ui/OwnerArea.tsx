import { Classes, PortalProvider } from '@blueprintjs/core'
import type { ReactNode } from 'react'

interface OwnerAreaProps {
  dark: boolean
  /** More classes for the area, e.g. the desktop window's. */
  className?: string
  children: ReactNode
}

/**
 * Where the owner's screens are drawn, light or dark. Dialogs, menus and toasts open in portals
 * outside it; they get the same theme and text rules, or a dark screen would open light dialogs
 * with light text.
 */
export function OwnerArea({ dark, className, children }: OwnerAreaProps) {
  const theme = dark ? ` ${Classes.DARK}` : ''
  return (
    <PortalProvider portalClassName={`owner-portal${theme}`}>
      <div className={`owner-area${className ? ` ${className}` : ''}${theme}`}>{children}</div>
    </PortalProvider>
  )
}
