import { useEffect, useRef, useState } from 'react'
import { useSite } from '../SiteContext.tsx'
import { EmailLink } from '../components/EmailLink.tsx'
import { bookingReachable } from './bookingReachable.ts'

/**
 * The dialog's opener, kept by the module rather than a provider: on a prerendered page the
 * buttons that open the dialog and the dialog itself are separate islands (site/islands/).
 * A click that comes before the dialog is ready opens it as soon as it is.
 */
let openDialog: (() => void) | null = null
let requested = false

function openScheduleCall(): void {
  if (openDialog) openDialog()
  else requested = true
}

/** Opens the 'Schedule a Call' dialog from anywhere on the site. */
export function useScheduleCall(): () => void {
  return openScheduleCall
}

/**
 * The booking page: not asked for yet, asked for once the open dialog is on screen, in the
 * frame (while and after its reach is checked), or it could not load. The frame's load event
 * says nothing (a blocked frame loads an error page), so only the check moves the dialog to the
 * alternatives.
 */
type Booking = 'idle' | 'opening' | 'framed' | 'failed'

/**
 * The large 'Schedule a Call' dialog with the 30-minute booking page in a frame. The frame
 * loads only when the dialog first opens, so no page pays for it unasked. When the page cannot
 * load (offline, or a content blocker stops it), the dialog says so and offers the booking
 * link in a new tab and the email address instead of a broken frame.
 */
export function ScheduleCallDialog() {
  const { site } = useSite()
  const dialog = useRef<HTMLDialogElement>(null)
  const [booking, setBooking] = useState<Booking>('idle')

  useEffect(() => {
    openDialog = () => {
      dialog.current?.showModal()
      // Opened again after a failure, the booking page is tried again.
      setBooking((now) => (now === 'framed' ? now : 'opening'))
    }
    if (requested) openDialog()
    requested = false
    return () => {
      openDialog = null
    }
  }, [])

  useEffect(() => {
    if (booking !== 'opening') return undefined
    // The frame is made once the dialog has been painted: the press is answered without the
    // cost of starting a page in a frame, and the booking page comes over the network anyway.
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        setBooking('framed')
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [booking])

  useEffect(() => {
    if (booking !== 'framed') return undefined
    let current = true
    void bookingReachable(site.bookingUrl).then((reachable) => {
      if (current && !reachable) setBooking('failed')
    })
    return () => {
      current = false
    }
  }, [booking, site.bookingUrl])

  const fallback = (
    <>
      <a href={site.bookingUrl} target="_blank" rel="noopener noreferrer">
        Open the booking page in a new tab
      </a>{' '}
      or email <EmailLink address={site.email} />.
    </>
  )

  return (
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
      {booking === 'failed' ? (
        <div className="schedule-dialog__fallback" role="status">
          <p>
            The booking calendar could not load here: you may be offline, or a content blocker may
            have stopped it.
          </p>
          <p>{fallback}</p>
        </div>
      ) : (
        <>
          {booking === 'framed' && (
            <iframe
              className="schedule-dialog__frame"
              title="Book a 30-minute call"
              src={site.bookingUrl}
            />
          )}
          <p className="schedule-dialog__note">Calendar not showing? {fallback}</p>
        </>
      )}
    </dialog>
  )
}
