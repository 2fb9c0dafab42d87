import { describe, expect, it } from 'vitest'
import { readThemePreference, resolveTheme } from '../../../site/theme/theme.ts'

describe('theme preference', () => {
  const storage = (value: string | null) => ({ getItem: () => value })

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
  ] as const)('stored %s reads as %s', (stored, expected) => {
    expect(readThemePreference(storage(stored))).toBe(expected)
  })

  it('falls back to System when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(readThemePreference(broken)).toBe('system')
  })

  it('resolves System from the operating system, and keeps an explicit choice', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
  })
})
