/**
 * The renderer's Content-Security-Policy. The built renderer carries it in a <meta> tag of
 * desktop/renderer/index.html; from the dev server, main adds it as a response header.
 * Scripts come only from the app itself; images and API calls may go to any http(s) backend the
 * owner configures (and post images live on it); nothing may be framed, posted or embedded.
 */
export function contentSecurityPolicy({ dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    // The dev server's React Refresh preamble is an inline script; the built app has none.
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // Quill and Blueprint set inline styles; Vite's dev server injects <style> tags.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "connect-src 'self' http: https: ws: wss:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    // Only honoured in a header: browsers ignore frame-ancestors in a <meta> tag (and warn).
    ...(dev ? ["frame-ancestors 'none'"] : []),
  ].join('; ')
}
