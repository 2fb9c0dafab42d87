import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from '../../../supabase/local/jwt.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const keys = (hs256Secret: string) => ({ secret: hs256Secret })

describe('HS256 tokens', () => {
  it('verify what they signed', () => {
    const token = signJwt({ role: 'authenticated', sub: 'u1', exp: 2_000_000_000 }, secret)
    expect(verifyJwt(token, keys(secret))).toEqual({
      ok: true,
      claims: { role: 'authenticated', sub: 'u1', exp: 2_000_000_000 },
    })
  })

  it.each([
    [
      'another secret',
      (token: string) => token,
      'another-secret-of-at-least-thirty-two-chars',
      'signature',
    ],
    [
      'a changed payload',
      (token: string) =>
        token.replace(
          /\.[^.]+\./,
          `.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
        ),
      secret,
      'signature',
    ],
    ['two parts', (token: string) => token.split('.').slice(0, 2).join('.'), secret, 'malformed'],
    [
      'no signature algorithm',
      (token: string) =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1] ?? ''}.`,
      secret,
      'malformed',
    ],
  ] as const)('refuse a token with %s', (_case, tamper, verifySecret, reason) => {
    const token = tamper(signJwt({ role: 'anon' }, secret))
    expect(verifyJwt(token, keys(verifySecret))).toEqual({ ok: false, reason })
  })

  it('refuse an expired token', () => {
    const token = signJwt({ role: 'anon', exp: 1000 }, secret)
    expect(verifyJwt(token, keys(secret), 1000)).toEqual({ ok: false, reason: 'expired' })
    expect(verifyJwt(token, keys(secret), 999).ok).toBe(true)
  })
})
