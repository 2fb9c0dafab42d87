import type { Session, WebContents } from 'electron'
import { contentSecurityPolicy } from './content-security-policy.ts'
import { externalUrl, isAppUrl } from './url-trust.ts'

/**
 * The window's session asks for nothing (camera, notifications, location...): refuse every
 * permission. From the dev server, add the Content-Security-Policy the built app has in its HTML.
 */
export function hardenSession(session: Session, devServerUrl: string | null): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false)
  })
  session.setPermissionCheckHandler(() => false)
  if (devServerUrl === null) return
  const policy = contentSecurityPolicy({ dev: true })
  session.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== 'mainFrame' || !isAppUrl(details.url, devServerUrl)) {
      callback({})
      return
    }
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] },
    })
  })
}

/**
 * The window shows the app's own page only. A link elsewhere opens in the system's browser (if it
 * is a safe address); redirects away and new windows are refused.
 */
export function guardNavigation(
  contents: WebContents,
  appUrl: string,
  openExternal: (url: string) => void,
): void {
  const openOutside = (url: string) => {
    const checked = externalUrl(url)
    if (checked !== null) openExternal(checked)
  }
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url, appUrl)) return
    event.preventDefault()
    openOutside(event.url)
  })
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault()
  })
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url)
    return { action: 'deny' }
  })
}
