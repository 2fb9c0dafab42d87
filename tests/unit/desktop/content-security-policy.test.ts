import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../../desktop/main/content-security-policy.ts'

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )

describe('contentSecurityPolicy', () => {
  it('lets the built app run only its own scripts', () => {
    const built = directives(contentSecurityPolicy({ dev: false }))
    expect(built.get('script-src')).toEqual(["'self'"])
    expect(built.get('object-src')).toEqual(["'none'"])
    // Ignored (with a warning) in the <meta> tag the built app uses.
    expect(built.has('frame-ancestors')).toBe(false)
  })

  it("allows inline scripts only for the dev server's React Refresh", () => {
    const dev = directives(contentSecurityPolicy({ dev: true }))
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(dev.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('lets the app reach any http(s) backend, including its realtime socket', () => {
    const built = directives(contentSecurityPolicy({ dev: false }))
    expect(built.get('connect-src')).toEqual(["'self'", 'http:', 'https:', 'ws:', 'wss:'])
  })
})
