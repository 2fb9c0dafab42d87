import type { Intent } from '@blueprintjs/core'

/**
 * How long the owner's toasts stay, and which go when the screen changes. Each screen has one
 * toast at a time: a new result there replaces the one before. A toast outlives the navigation
 * that follows it once (the save that leads back to the list, or an error not yet read), and
 * goes at the next.
 */

/** Where a toast was shown, and whether it has already outlived a navigation. */
export interface ToastOrigin {
  screen: string
  carried: boolean
}

const SUCCESS_TIMEOUT_MS = 6000

/** The one slot of a screen's toasts. */
export function toastKey(screen: string): string {
  return `screen:${screen}`
}

/**
 * Success and information time out; an error, or a toast that offers an action, stays until
 * it is dismissed, replaced or left behind.
 */
export function toastTimeout(intent: Intent, hasAction: boolean): number {
  return hasAction || intent === 'danger' ? 0 : SUCCESS_TIMEOUT_MS
}

/** What a move from one screen to another does to the toasts that are open. */
export function afterNavigation(
  open: ReadonlyMap<string, ToastOrigin>,
  from: string,
): { dismiss: string[]; carry: string[] } {
  const dismiss: string[] = []
  const carry: string[] = []
  for (const [key, origin] of open) {
    if (origin.screen === from && !origin.carried) carry.push(key)
    else dismiss.push(key)
  }
  return { dismiss, carry }
}
