/**
 * Which addresses the desktop app hands to the system and which it keeps in its window. A
 * renderer that runs third-party content (a post's HTML, a pasted link) must not be able to start
 * local programs (`file:`, custom schemes) or load another page next to the preload bridge.
 */

/**
 * The address normalised, when it is safe to give to the system's browser or mail app: `http:` or
 * `https:` with a host name and no user name or password, or `mailto:` with an address. Else null.
 */
export function externalUrl(raw: string): string | null {
  const url = parse(raw)
  if (!url) return null
  switch (url.protocol) {
    case 'http:':
    case 'https:':
      // Credentials in a link are a phishing trick (https://bank.example@evil.example/).
      return url.hostname !== '' && url.username === '' && url.password === '' ? url.href : null
    case 'mailto:': {
      const addresses = decodedPath(url)
      const valid = addresses?.split(',').every((address) => MAIL_ADDRESS.test(address)) ?? false
      return valid ? url.href : null
    }
    default:
      return null
  }
}

/**
 * Whether an address is the app's own page: any page of the dev server's origin, or exactly the
 * renderer's index.html for a `file:` app (its query and hash may change as the app routes).
 */
export function isAppUrl(raw: string, appUrl: string): boolean {
  const url = parse(raw)
  const app = parse(appUrl)
  if (!url || !app) return false
  if (app.protocol === 'file:') {
    // Compared decoded: Chromium and Node may percent-encode the same path differently.
    const path = decodedPath(url)
    return (
      url.protocol === 'file:' &&
      url.host === app.host &&
      path !== null &&
      path === decodedPath(app)
    )
  }
  return (app.protocol === 'http:' || app.protocol === 'https:') && url.origin === app.origin
}

/** One address (`name@host`) of a mailto: list; the mail app does the rest of the checking. */
const MAIL_ADDRESS = /^[^\s@,]+@[^\s@,]+$/

function parse(raw: string): URL | null {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

function decodedPath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname)
  } catch {
    return null
  }
}
