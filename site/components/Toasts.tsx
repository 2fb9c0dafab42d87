import { type ReactNode, createContext, use, useCallback, useMemo, useState } from 'react'

export interface Toast {
  title: string
  description?: string
  variant?: 'success' | 'error'
}

interface ShownToast extends Toast {
  id: number
}

const ToastContext = createContext<((toast: Toast) => void) | null>(null)

/**
 * Shows a short message in the corner, read out by screen readers. A new message replaces the
 * one before: the visitor sees the latest result of what they sent, never a pile.
 */
export function useToast(): (toast: Toast) => void {
  const show = use(ToastContext)
  if (!show) throw new Error('useToast must be used within a ToastProvider')
  return show
}

const TOAST_LIFETIME_MS = 6000
let nextId = 1

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (toast: Toast) => {
      const id = nextId++
      setToasts([{ ...toast, id }])
      setTimeout(() => {
        dismiss(id)
      }, TOAST_LIFETIME_MS)
    },
    [dismiss],
  )

  const value = useMemo(() => show, [show])

  return (
    <ToastContext value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.variant ?? 'success'}`}>
            <div>
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => {
                dismiss(toast.id)
              }}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  )
}
