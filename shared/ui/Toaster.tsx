import { type Intent, OverlayToaster, Position } from '@blueprintjs/core'
import { type ReactNode, createContext, use, useCallback, useMemo, useRef } from 'react'

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

export function ToasterProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster>(null)
  const show = useCallback((toast: ToastMessage) => {
    toaster.current?.show({
      intent: toast.intent ?? 'success',
      // A toast that offers an action stays until it is used or dismissed.
      timeout: toast.action ? 0 : 6000,
      action: toast.action,
      message: (
        <span>
          <strong>{toast.title}</strong>
          {toast.description && (
            <span className="admin-toast__description">{toast.description}</span>
          )}
        </span>
      ),
    })
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext value={value}>
      {children}
      <OverlayToaster ref={toaster} position={Position.BOTTOM_RIGHT} usePortal />
    </ToastContext>
  )
}
