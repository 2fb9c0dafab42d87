import { describe, expect, it } from 'vitest'
import { passwordLengthProblem, triesLeftNotice } from '../../../shared/domain/passwordRules.ts'

describe('password rules', () => {
  it('refuses a password past 72 bytes, counting bytes, not characters', () => {
    expect(passwordLengthProblem('a'.repeat(72))).toBeNull()
    expect(passwordLengthProblem('é'.repeat(36))).toBeNull()
    expect(passwordLengthProblem('é'.repeat(37))).toBe(
      'Passwords can be at most 72 bytes long; this one is 74. Accented letters take 2 bytes and most emoji 4.',
    )
    expect(passwordLengthProblem('a'.repeat(10_000))).toMatch(/this one is 10000\./)
  })

  it('counts down the tries left before the sign-in lockout', () => {
    expect(triesLeftNotice(1)).toBe('4 tries left before sign-in is locked for 15 minutes.')
    expect(triesLeftNotice(4)).toBe('1 try left before sign-in is locked for 15 minutes.')
    expect(triesLeftNotice(5)).toBe('No tries left: sign-in is locked for 15 minutes.')
  })
})
