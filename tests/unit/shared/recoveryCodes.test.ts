import { describe, expect, it } from 'vitest'
import { looksLikeRecoveryCode, recoveryCodesFile } from '../../../shared/domain/recoveryCodes.ts'

describe('recovery codes', () => {
  it.each([
    ['ABCDE-23456', true],
    [' abcde 23456 ', true],
    ['ABCDE23456', true],
    ['ABCDE-2345', false],
    ['ABCDE-234567', false],
    ['', false],
  ])('take %j as a code: %s', (typed, expected) => {
    expect(looksLikeRecoveryCode(typed)).toBe(expected)
  })

  it('download as a text file that says what they are, with one code a line', () => {
    const text = recoveryCodesFile(
      'owner@example.com',
      ['ABCDE-23456', 'FGHJK-789AB'],
      new Date('2026-11-24T15:00:00Z'),
    )
    expect(text.split('\n')).toEqual([
      'Recovery codes for owner@example.com',
      'Made 2026-11-24. Making new codes voids these.',
      '',
      'Each code signs you in once, with your password, if you lose your authenticator app.',
      'Keep them somewhere safe, such as a password manager.',
      '',
      'ABCDE-23456',
      'FGHJK-789AB',
      '',
    ])
  })
})
