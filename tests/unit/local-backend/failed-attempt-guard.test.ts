import { describe, expect, it } from 'vitest'
import { AuthError, invalidCredentials } from '../../../supabase/local/auth/errors.ts'
import { FailedAttemptGuard } from '../../../supabase/local/auth/failed-attempt-guard.ts'

const MINUTE = 60_000

function guardWithClock() {
  let time = 0
  const guard = new FailedAttemptGuard(
    { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 60 * MINUTE },
    'invalid_credentials',
    () => time,
  )
  const wrong = () => Promise.reject(invalidCredentials())
  const right = () => Promise.resolve('session')
  return {
    guard,
    advance: (ms: number) => {
      time += ms
    },
    /** The outcome of one attempt: the result, or the refusal's status and code. */
    outcome: async (account: string, address: string, check: () => Promise<string>) => {
      try {
        return await guard.attempt({ account, address }, check)
      } catch (error) {
        if (error instanceof AuthError) return `${error.status} ${error.code}`
        throw error
      }
    },
    wrong,
    right,
  }
}

describe('FailedAttemptGuard', () => {
  it('refuses the sixth attempt on an account, even with the right credential', async () => {
    const { outcome, wrong, right } = guardWithClock()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await outcome('ada', '203.0.113.1', wrong)).toBe('400 invalid_credentials')
    }
    expect(await outcome('ada', '203.0.113.1', right)).toBe('429 over_request_rate_limit')
    // The account is locked, whichever address the next attempt comes from.
    expect(await outcome('ada', '203.0.113.2', right)).toBe('429 over_request_rate_limit')
  })

  it('locks an address whose failures are spread over several accounts', async () => {
    const { outcome, wrong, right } = guardWithClock()
    for (const account of ['a', 'b', 'c', 'a', 'b']) {
      expect(await outcome(account, '203.0.113.1', wrong)).toBe('400 invalid_credentials')
    }
    expect(await outcome('d', '203.0.113.1', right)).toBe('429 over_request_rate_limit')
    expect(await outcome('d', '203.0.113.2', right)).toBe('session')
  })

  it('clears the account on success but not the address', async () => {
    const { outcome, wrong, right } = guardWithClock()
    for (let attempt = 0; attempt < 4; attempt++) await outcome('a', '203.0.113.1', wrong)
    expect(await outcome('b', '203.0.113.1', right)).toBe('session')
    expect(await outcome('c', '203.0.113.1', wrong)).toBe('400 invalid_credentials')
    expect(await outcome('b', '203.0.113.1', right)).toBe('429 over_request_rate_limit')

    for (let attempt = 0; attempt < 4; attempt++) await outcome('e', '203.0.113.2', wrong)
    expect(await outcome('e', '203.0.113.3', right)).toBe('session')
    // The four failures of e are forgotten: four more do not lock it.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await outcome('e', `203.0.113.${10 + attempt}`, wrong)).toBe('400 invalid_credentials')
    }
  })

  it('does not count errors other than the failure code', async () => {
    const { outcome } = guardWithClock()
    const banned = () => Promise.reject(new AuthError(400, 'user_banned', 'User is banned'))
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(await outcome('a', '203.0.113.1', banned)).toBe('400 user_banned')
    }
  })

  it('says when to come back, in Retry-After and the message', async () => {
    const { guard, advance, wrong, right } = guardWithClock()
    for (let attempt = 0; attempt < 5; attempt++) {
      await guard.attempt({ account: 'a', address: 'x' }, wrong).catch(() => undefined)
    }
    advance(10 * MINUTE)
    const refusal: unknown = await guard
      .attempt({ account: 'a', address: 'x' }, right)
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(AuthError)
    expect(refusal).toMatchObject({
      headers: { 'Retry-After': '300' },
      message: 'Too many failed attempts. Try again in 5 minutes.',
    })
  })

  it('tests guesses sent at once one after another, so only five are tried', async () => {
    const { guard } = guardWithClock()
    let tried = 0
    const slowWrong = async () => {
      tried += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      throw invalidCredentials()
    }
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        guard.attempt({ account: 'a', address: `203.0.113.${index}` }, slowWrong),
      ),
    )
    const codes = outcomes.map((result) =>
      result.status === 'rejected' && result.reason instanceof AuthError ? result.reason.code : '',
    )
    expect(tried).toBe(5)
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(5)
    expect(codes.filter((code) => code === 'over_request_rate_limit')).toHaveLength(15)
  })
})
