import { isAppUrl } from './url-trust.ts'

/** What main knows about the sender of an IPC message, taken from Electron's event. */
export interface SenderFacts {
  /** The id of the sending webContents. */
  contentsId: number
  /** The sending frame; null once it has navigated away or gone. */
  frame: { url: string; isTopFrame: boolean } | null
}

/** What the sender must match: the app's one window and its own page. */
export interface TrustedOrigin {
  /** The main window's webContents id; null while there is no window. */
  windowContentsId: number | null
  appUrl: string
}

/**
 * Whether a message comes from the app's own page in its main window: not from another window,
 * not from an embedded frame, and not from a page the window was somehow navigated to.
 */
export function isTrustedSender(sender: SenderFacts, trusted: TrustedOrigin): boolean {
  return (
    trusted.windowContentsId !== null &&
    sender.contentsId === trusted.windowContentsId &&
    sender.frame !== null &&
    sender.frame.isTopFrame &&
    isAppUrl(sender.frame.url, trusted.appUrl)
  )
}
