/** A request's signal with a time limit, and what ended it when it was aborted. */
export interface TimeLimit {
  /** Aborts when the caller's signal does, or once the time is up, whichever comes first. */
  signal: AbortSignal
  /** The time ran out (rather than the caller aborting). */
  expired: () => boolean
  /** Stops the clock: call it once the answer is in, so no timer outlives the request. */
  clear: () => void
}

/**
 * Gives a request `ms` to be answered, on top of the caller's own signal. Made with a timer
 * rather than `AbortSignal.timeout` and `AbortSignal.any`: older browsers that visit the site
 * lack those, and tests move a timer on with a fake clock.
 */
export function withTimeLimit(ms: number, signal?: AbortSignal): TimeLimit {
  const controller = new AbortController()
  let expired = false
  const abortWithCaller = () => {
    controller.abort(signal?.reason)
  }
  if (signal?.aborted) abortWithCaller()
  else signal?.addEventListener('abort', abortWithCaller, { once: true })
  const timer = setTimeout(() => {
    expired = true
    controller.abort(new DOMException(`No answer within ${String(ms)} ms`, 'TimeoutError'))
  }, ms)
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', abortWithCaller)
    },
  }
}
