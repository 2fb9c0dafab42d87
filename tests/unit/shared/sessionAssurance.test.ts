import type { Session } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { sessionAssurance } from '../../../owner/auth/sessionAssurance.ts'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const token = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`

function session(accessToken: string, factors: { status: 'verified' | 'unverified' }[]): Session {
  // Only what the check reads: the token and the user's factors.
  return { access_token: accessToken, user: { factors } } as unknown as Session
}

describe('sessionAssurance: what a session held here was granted, when the backend is away', () => {
  it('is complete without an enrolled factor, or once the factor was passed', () => {
    expect(sessionAssurance(session(token({ aal: 'aal1' }), []))).toBe('complete')
    expect(sessionAssurance(session(token({ aal: 'aal1' }), [{ status: 'unverified' }]))).toBe(
      'complete',
    )
    expect(sessionAssurance(session(token({ aal: 'aal2' }), [{ status: 'verified' }]))).toBe(
      'complete',
    )
  })

  it('is password-only while an enrolled factor has not been passed', () => {
    expect(sessionAssurance(session(token({ aal: 'aal1' }), [{ status: 'verified' }]))).toBe(
      'password-only',
    )
    expect(sessionAssurance(session(token({}), [{ status: 'verified' }]))).toBe('password-only')
  })

  it('is unknown for a token that cannot be read', () => {
    for (const unreadable of ['', 'unreadable', 'a.!!!.c', `a.${base64url('text')}.c`]) {
      expect(sessionAssurance(session(unreadable, []))).toBeNull()
    }
  })
})
