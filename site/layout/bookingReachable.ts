/** How long the booking page may take to answer before the dialog offers the alternatives. */
const PROBE_TIMEOUT_MS = 8000

/**
 * Whether the booking page can be reached from this browser. A frame gives no sign when its
 * page fails (offline, or blocked by a content blocker: the browser shows its own error page
 * and still reports the frame loaded), so the page is asked for once, unread, alongside.
 */
export async function bookingReachable(bookingUrl: string): Promise<boolean> {
  if (!navigator.onLine) return false
  try {
    await fetch(bookingUrl, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return true
  } catch {
    return false
  }
}
