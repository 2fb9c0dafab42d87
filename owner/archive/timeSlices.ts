/** Work between two pauses, in milliseconds: short enough that typing never feels it. */
const SLICE_MS = 8

/** Gives the event loop a turn. A message, not a timer: timers of a hidden window are throttled. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * A pause to call often during long synchronous work (packing a ZIP of a hundred megabytes):
 * it gives the event loop a turn once a slice of time has passed since the last one, so the
 * owner's screens keep answering while a backup or an export is made.
 */
export function timeSlicer(): () => Promise<void> {
  let sliceStart = performance.now()
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return
    await nextTurn()
    sliceStart = performance.now()
  }
}
