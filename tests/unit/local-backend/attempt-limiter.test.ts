import { describe, expect, it } from 'vitest'
import { AttemptLimiter, type LockoutPolicy } from '../../../supabase/local/auth/attempt-limiter.ts'

const MINUTE = 60_000
const policy: LockoutPolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
}

function limiterWithClock() {
  let time = 1_000_000
  const limiter = new AttemptLimiter(policy, () => time)
  return {
    limiter,
    advance: (ms: number) => {
      time += ms
    },
    fail: (key: string, count: number) => {
      for (let index = 0; index < count; index++) limiter.recordFailure(key)
    },
  }
}

describe('AttemptLimiter', () => {
  it('lets four failures pass and locks on the fifth, for the first lock', () => {
    const { limiter, fail } = limiterWithClock()
    fail('a', 4)
    expect(limiter.retryAfterMs('a')).toBe(0)
    fail('a', 1)
    expect(limiter.retryAfterMs('a')).toBe(15 * MINUTE)
  })

  it('counts failures per key', () => {
    const { limiter, fail } = limiterWithClock()
    fail('a', 5)
    expect(limiter.retryAfterMs('b')).toBe(0)
  })

  it('counts only failures within the window', () => {
    const { limiter, advance, fail } = limiterWithClock()
    fail('a', 4)
    advance(15 * MINUTE)
    fail('a', 4)
    expect(limiter.retryAfterMs('a')).toBe(0)
    fail('a', 1)
    expect(limiter.retryAfterMs('a')).toBe(15 * MINUTE)
  })

  it('unlocks when the lock has run out', () => {
    const { limiter, advance, fail } = limiterWithClock()
    fail('a', 5)
    advance(15 * MINUTE - 1)
    expect(limiter.retryAfterMs('a')).toBe(1)
    advance(1)
    expect(limiter.retryAfterMs('a')).toBe(0)
  })

  it('doubles the lock with each further failure after a lock, up to the longest lock', () => {
    const { limiter, advance, fail } = limiterWithClock()
    fail('a', 5)
    const locks = [limiter.retryAfterMs('a')]
    for (let index = 0; index < 3; index++) {
      advance(limiter.retryAfterMs('a'))
      fail('a', 1)
      locks.push(limiter.retryAfterMs('a'))
    }
    expect(locks).toEqual([15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 60 * MINUTE])
  })

  it('forgives a key a whole window after its lock ended', () => {
    const { limiter, advance, fail } = limiterWithClock()
    fail('a', 5)
    advance(15 * MINUTE + 15 * MINUTE - 1)
    fail('a', 1)
    expect(limiter.retryAfterMs('a')).toBe(30 * MINUTE)

    advance(30 * MINUTE + 15 * MINUTE)
    fail('a', 1)
    expect(limiter.retryAfterMs('a')).toBe(0)
  })

  it('forgets a key on reset', () => {
    const { limiter, fail } = limiterWithClock()
    fail('a', 5)
    limiter.reset('a')
    expect(limiter.retryAfterMs('a')).toBe(0)
    fail('a', 4)
    expect(limiter.retryAfterMs('a')).toBe(0)
  })
})
