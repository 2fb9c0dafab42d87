import { describe, expect, it } from 'vitest'
import { sessionValidity } from '../../../supabase/local/auth/session-validity.ts'

const HOUR = 3600_000
const start = new Date('2026-11-24T08:00:00Z')
const at = (hours: number) => start.getTime() + hours * HOUR
const session = (overrides: { notAfter?: Date | null; refreshedAt?: Date | null } = {}) => ({
  createdAt: start,
  notAfter: null,
  refreshedAt: null,
  ...overrides,
})
const limits = { timeboxSeconds: 24 * 3600, inactivityTimeoutSeconds: 8 * 3600 }
const none = { timeboxSeconds: null, inactivityTimeoutSeconds: null }

describe("a session's validity, checked in Supabase Auth's order", () => {
  it.each([
    ['a fresh session', session(), limits, 1, null, 'valid'],
    ['no limits at all', session(), none, 10_000, null, 'valid'],
    [
      'past its own not_after, whatever the settings',
      session({ notAfter: new Date(at(2)) }),
      none,
      3,
      null,
      'past-not-after',
    ],
    [
      'not_after before the time-box',
      session({ notAfter: new Date(at(1)) }),
      limits,
      30,
      null,
      'past-not-after',
    ],
    [
      'past the time-box though used',
      session({ refreshedAt: new Date(at(23)) }),
      limits,
      25,
      null,
      'past-timebox',
    ],
    [
      'idle since its last refresh',
      session({ refreshedAt: new Date(at(2)) }),
      limits,
      10.5,
      null,
      'timed-out',
    ],
    [
      'used within the inactivity timeout',
      session({ refreshedAt: new Date(at(6)) }),
      limits,
      13,
      null,
      'valid',
    ],
    [
      'never refreshed: the token it was issued counts as use',
      session(),
      limits,
      10,
      new Date(at(5)),
      'valid',
    ],
    [
      'never refreshed, and its token is older than the session',
      session(),
      limits,
      9,
      new Date(at(-1)),
      'timed-out',
    ],
  ] as const)('%s', (_name, times, rules, hours, tokenTime, expected) => {
    expect(sessionValidity(times, rules, at(hours), tokenTime)).toBe(expected)
  })
})
