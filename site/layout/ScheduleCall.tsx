import { type ReactNode, createContext, use, useCallback, useMemo, useRef } from 'react'
import { useSite } from '../SiteContext.tsx'

const ScheduleCallContext = createContext<(() => void) | null>(null)

/** Opens the 'Schedule a Call' dialog from anywhere on the site. */
export function useScheduleCall(): () => void {
  const open = use(ScheduleCallContext)
  if (!open) throw new Error('useScheduleCall must be used within a ScheduleCallProvider')
  return open
}

/**
 * The large 'Schedule a Call' dialog with the 30-minute booking page in a frame. The frame
 * loads only when the dialog first opens, so no page pays for it unasked.
 */
export function ScheduleCallProvider({ children }: { children: ReactNode }) {
  const { site } = useSite()
  const dialog = useRef<HTMLDialogElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)

  const open = useCallback(() => {
    if (frame.current && !frame.current.src) frame.current.src = site.bookingUrl
    dialog.current?.showModal()
  }, [site.bookingUrl])

  const value = useMemo(() => open, [open])

  return (
    <ScheduleCallContext value={value}>
      {children}
      <dialog
        ref={dialog}
        className="schedule-dialog"
        aria-labelledby="schedule-dialog-title"
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === dialog.current) dialog.current.close()
        }}
      >
        <div className="schedule-dialog__header">
          <h2 id="schedule-dialog-title">Schedule a Call</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        <iframe
          ref={frame}
          className="schedule-dialog__frame"
          title="Book a 30-minute call"
          loading="lazy"
        />
      </dialog>
    </ScheduleCallContext>
  )
}
