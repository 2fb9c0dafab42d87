import { type Intent, OverlayToaster, Position } from '@blueprintjs/core'
import { type ReactNode, createContext, use, useCallback, useEffect, useMemo, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { type ToastOrigin, afterNavigation, toastKey, toastTimeout } from './toastRules.ts'

export interface ToastMessage {
  title: string
  description?: string
  intent?: Intent
  /** A button on the toast, e.g. to open what the message is about. */
  action?: { text: string; onClick: () => void }
}

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null)

/** Shows a toast on the owner's screens: a title and, for some messages, a description. */
export function useToaster(): (toast: ToastMessage) => void {
  const show = use(ToastContext)
  if (!show) throw new Error('useToaster must be used within a ToasterProvider')
  return show
}

interface OpenToast extends ToastOrigin {
  message: ToastMessage
}

interface ToasterProviderProps {
  /**
   * Given the toast of the screen just left when the owner's screens close (in the browser, for
   * a public page of the site), which would otherwise go with them unread: signing in, for one,
   * ends on the site's home page.
   */
  onLeave?: (toast: ToastMessage) => void
  children: ReactNode
}

/**
 * The owner's toasts, one per screen at a time (toastRules.ts): a new result replaces the
 * screen's last one, and moving to another screen clears what the owner has had time to read.
 */
export function ToasterProvider({ onLeave, children }: ToasterProviderProps) {
  const toaster = useRef<OverlayToaster>(null)
  const { pathname } = useLocation()
  const screen = useRef(pathname)
  const open = useRef(new Map<string, OpenToast>())
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  }, [onLeave])

  // Leaving the owner's screens is a navigation too: what it would carry goes to onLeave.
  useEffect(
    () => () => {
      const { carry } = afterNavigation(open.current, screen.current)
      for (const key of carry) {
        const message = open.current.get(key)?.message
        if (message) leave.current?.(message)
      }
      open.current.clear()
    },
    [],
  )

  useEffect(() => {
    const from = screen.current
    if (from === pathname) return
    screen.current = pathname
    const { dismiss, carry } = afterNavigation(open.current, from)
    for (const key of dismiss) {
      open.current.delete(key)
      toaster.current?.dismiss(key)
    }
    for (const key of carry) {
      const carried = open.current.get(key)
      if (carried) open.current.set(key, { ...carried, carried: true })
    }
  }, [pathname])

  const show = useCallback((toast: ToastMessage) => {
    const intent = toast.intent ?? 'success'
    const key = toastKey(screen.current)
    open.current.set(key, { screen: screen.current, carried: false, message: toast })
    toaster.current?.show(
      {
        intent,
        timeout: toastTimeout(intent, toast.action !== undefined),
        action: toast.action,
        onDismiss: () => {
          open.current.delete(key)
        },
        message: (
          <span>
            <strong>{toast.title}</strong>
            {toast.description && (
              <span className="admin-toast__description">{toast.description}</span>
            )}
          </span>
        ),
      },
      key,
    )
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext value={value}>
      {children}
      <OverlayToaster
        ref={toaster}
        position={Position.BOTTOM_RIGHT}
        className="owner-toasts"
        usePortal
      />
    </ToastContext>
  )
}
