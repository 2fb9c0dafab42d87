import type {
  HeadersReceivedResponse,
  OnHeadersReceivedListenerDetails,
  Session,
  WebContents,
} from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { contentSecurityPolicy } from '../../../desktop/main/content-security-policy.ts'
import { guardNavigation, hardenSession } from '../../../desktop/main/security.ts'

type RequestHandler = NonNullable<Parameters<Session['setPermissionRequestHandler']>[0]>
type CheckHandler = NonNullable<Parameters<Session['setPermissionCheckHandler']>[0]>
type Permission = Parameters<RequestHandler>[1]
type HeadersListener = (
  details: OnHeadersReceivedListenerDetails,
  callback: (response: HeadersReceivedResponse) => void,
) => void

/** The parts of a Session that hardenSession sets, keeping what it was given. */
function fakeSession() {
  const registered: {
    request?: RequestHandler
    check?: CheckHandler
    headers?: HeadersListener
  } = {}
  const session = {
    setPermissionRequestHandler: (handler: RequestHandler) => {
      registered.request = handler
    },
    setPermissionCheckHandler: (handler: CheckHandler) => {
      registered.check = handler
    },
    webRequest: {
      onHeadersReceived: (listener: HeadersListener) => {
        registered.headers = listener
      },
    },
  }
  return { session: session as unknown as Session, registered }
}

const contents = {} as unknown as WebContents
const PERMISSIONS: Permission[] = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'display-capture',
  'fullscreen',
  'pointerLock',
  'openExternal',
  'hid',
  'unknown',
]

describe('hardenSession', () => {
  it.each(PERMISSIONS)('refuses a request for %s', (permission) => {
    const { session, registered } = fakeSession()
    hardenSession(session, null)
    const callback = vi.fn()
    registered.request?.(contents, permission, callback, {
      requestingUrl: 'file:///app/index.html',
      isMainFrame: true,
    })
    expect(callback).toHaveBeenCalledExactlyOnceWith(false)
  })

  it.each(PERMISSIONS)('answers no when a page checks for %s', (permission) => {
    const { session, registered } = fakeSession()
    hardenSession(session, null)
    const granted = registered.check?.(contents, permission, 'file://', {
      isMainFrame: true,
      requestingUrl: 'file:///app/index.html',
    })
    expect(granted).toBe(false)
  })

  it('leaves the built app its own policy (in its HTML)', () => {
    const { session, registered } = fakeSession()
    hardenSession(session, null)
    expect(registered.headers).toBeUndefined()
  })

  describe('from the dev server', () => {
    const devServer = 'http://127.0.0.1:5174/'
    const answer = (details: Partial<OnHeadersReceivedListenerDetails>) => {
      const { session, registered } = fakeSession()
      hardenSession(session, devServer)
      const callback = vi.fn<(response: HeadersReceivedResponse) => void>()
      registered.headers?.(details as OnHeadersReceivedListenerDetails, callback)
      return callback.mock.calls[0]?.[0]
    }

    it("adds the app's policy to its page, keeping the other headers", () => {
      expect(
        answer({
          url: `${devServer}index.html`,
          resourceType: 'mainFrame',
          responseHeaders: { 'Content-Type': ['text/html'] },
        }),
      ).toEqual({
        responseHeaders: {
          'Content-Type': ['text/html'],
          'Content-Security-Policy': [contentSecurityPolicy({ dev: true })],
        },
      })
    })

    it.each([
      ['a script of the app', { url: `${devServer}src/main.tsx`, resourceType: 'script' }],
      ['a page elsewhere', { url: 'https://example.com/', resourceType: 'mainFrame' }],
    ] as const)('leaves %s as it is', (_case, details) => {
      expect(answer(details)).toEqual({})
    })
  })
})

type NavigationListener = (event: { url: string; preventDefault: () => void }) => void
type WindowOpenHandler = Parameters<WebContents['setWindowOpenHandler']>[0]

/** The parts of a WebContents that guardNavigation listens to. */
function guardedContents(appUrl: string) {
  const listeners = new Map<string, NavigationListener>()
  let windowOpen: WindowOpenHandler | undefined
  const fake = {
    on: (event: string, listener: NavigationListener) => {
      listeners.set(event, listener)
    },
    setWindowOpenHandler: (handler: WindowOpenHandler) => {
      windowOpen = handler
    },
  }
  const openExternal = vi.fn()
  guardNavigation(fake as unknown as WebContents, appUrl, openExternal)
  const navigate = (event: 'will-navigate' | 'will-redirect', url: string) => {
    const preventDefault = vi.fn()
    const listener = listeners.get(event)
    if (!listener) throw new Error(`nothing listens to ${event}`)
    listener({ url, preventDefault })
    return preventDefault.mock.calls.length > 0 ? 'refused' : 'allowed'
  }
  const openWindow = (url: string) => {
    if (!windowOpen) throw new Error('no window open handler')
    return windowOpen({
      url,
      frameName: '',
      features: '',
      disposition: 'new-window',
      referrer: { url: appUrl, policy: 'strict-origin-when-cross-origin' },
    })
  }
  return { navigate, openWindow, openExternal }
}

describe('guardNavigation', () => {
  const appUrl = 'file:///opt/app/out/renderer/index.html'

  it("keeps the app's own page, whatever its route", () => {
    const { navigate, openExternal } = guardedContents(appUrl)
    expect(navigate('will-navigate', `${appUrl}#/blog-admin`)).toBe('allowed')
    expect(navigate('will-redirect', `${appUrl}?reload=1`)).toBe('allowed')
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('opens a link to a website in the system browser instead of the window', () => {
    const { navigate, openExternal } = guardedContents(appUrl)
    expect(navigate('will-navigate', 'HTTPS://Example.com/a')).toBe('refused')
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://example.com/a')
  })

  it.each([
    'file:///etc/passwd',
    'file:///opt/app/out/renderer/other.html',
    'javascript:alert(1)',
    'vscode://file/etc/passwd',
    'https://user:secret@example.com/',
  ])('refuses to go to %s and does not hand it to the system', (url) => {
    const { navigate, openExternal } = guardedContents(appUrl)
    expect(navigate('will-navigate', url)).toBe('refused')
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('refuses a redirect away from the app', () => {
    const { navigate, openExternal } = guardedContents(appUrl)
    expect(navigate('will-redirect', 'https://example.com/')).toBe('refused')
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('opens no window, handing a safe address to the system browser', () => {
    const { openWindow, openExternal } = guardedContents(appUrl)
    expect(openWindow('https://example.com/post')).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://example.com/post')
    expect(openWindow(appUrl)).toEqual({ action: 'deny' })
    expect(openWindow('file:///etc/passwd')).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledOnce()
  })
})
