import { describe, expect, it } from 'vitest'
import {
  AuthError,
  passwordLeaked,
  tooManyFailedAttempts,
} from '../../../supabase/local/auth/errors.ts'
import type { ApiRequest } from '../../../supabase/local/http/types.ts'

function request(apiVersion?: string): ApiRequest {
  return {
    method: 'POST',
    path: '/token',
    query: new URLSearchParams(),
    headers: apiVersion === undefined ? {} : { 'x-supabase-api-version': apiVersion },
    body: Buffer.alloc(0),
    clientAddress: '127.0.0.1',
  }
}

function answer(error: AuthError, apiVersion?: string) {
  const response = error.toResponse(request(apiVersion))
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(String(response.body)) as unknown,
  }
}

describe('Auth errors', () => {
  it('answer clients that name no API version in the initial shape', () => {
    const refused = answer(tooManyFailedAttempts(90_000))
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Too many failed attempts. Try again in 2 minutes.',
    })
    expect(refused.headers).toMatchObject({ 'Retry-After': '90' })
    expect(refused.headers).not.toHaveProperty('X-Supabase-Api-Version')
  })

  it('answer clients of API version 2024-01-01 or later as supabase-js reads it', () => {
    for (const version of ['2024-01-01', '2025-06-30']) {
      const refused = answer(tooManyFailedAttempts(1000), version)
      expect(refused.body).toEqual({
        code: 'over_request_rate_limit',
        message: 'Too many failed attempts. Try again in 1 minute.',
      })
      expect(refused.headers).toMatchObject({
        'Retry-After': '1',
        'X-Supabase-Api-Version': '2024-01-01',
      })
    }
  })

  it('treat an earlier or malformed version as none', () => {
    expect(answer(tooManyFailedAttempts(1000), '2023-12-31').body).toHaveProperty('code', 429)
    expect(answer(tooManyFailedAttempts(1000), 'latest').body).toHaveProperty('code', 429)
  })

  it('carry the weak-password reasons in both shapes', () => {
    expect(answer(passwordLeaked()).body).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['pwned'] },
    })
    expect(answer(passwordLeaked(), '2024-01-01').body).toEqual({
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['pwned'] },
    })
  })
})
