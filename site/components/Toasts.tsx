import { useSyncExternalStore } from 'react'

export interface Toast {
  title: string
  description?: string
  variant?: 'success' | 'error'
}

interface ShownToast extends Toast {
  id: number
}

const TOAST_LIFETIME_MS = 6000
let nextId = 1
/**
 * The toasts shown, kept by the module rather than a provider: on a prerendered page the form
 * that shows a toast and the region that reads it out are separate islands (site/islands/).
 */
let shown: readonly ShownToast[] = []
const listeners = new Set<() => void>()

function setShown(next: readonly ShownToast[]): void {
  shown = next
  for (const listener of listeners) listener()
}

function dismiss(id: number): void {
  setShown(shown.filter((toast) => toast.id !== id))
}

/**
 * Shows a short message in the corner, read out by screen readers. A new message replaces the
 * one before: the visitor sees the latest result of what they sent, never a pile.
 */
function showToast(toast: Toast): void {
  const id = nextId++
  setShown([{ ...toast, id }])
  setTimeout(() => {
    dismiss(id)
  }, TOAST_LIFETIME_MS)
}

export function useToast(): (toast: Toast) => void {
  return showToast
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const readShown = () => shown
const NONE: readonly ShownToast[] = []
const readNone = () => NONE

/** Where toasts appear: once per page, in the site's frame. */
export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribe, readShown, readNone)
  return (
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
  )
}
