import { describe, expect, it } from 'vitest'
import { desktopStartProblem, hasDisplay } from '../../../scripts/desktop-dev.ts'

describe('hasDisplay', () => {
  it.each<[NodeJS.Platform, NodeJS.ProcessEnv, boolean]>([
    ['darwin', {}, true],
    ['win32', {}, true],
    ['linux', {}, false],
    ['linux', { DISPLAY: '' }, false],
    ['linux', { DISPLAY: ':0' }, true],
    ['linux', { WAYLAND_DISPLAY: 'wayland-0' }, true],
  ])('%s with %j: %s', (platform, env, expected) => {
    expect(hasDisplay(platform, env)).toBe(expected)
  })
})

describe('desktopStartProblem', () => {
  it('is nothing with a display and the Electron binary', () => {
    expect(desktopStartProblem('linux', { DISPLAY: ':0' }, true)).toBeNull()
  })

  it('says why the app did not start and what to run instead', () => {
    expect(desktopStartProblem('linux', {}, true)).toMatch(/no display.*npm run desktop/)
    expect(desktopStartProblem('darwin', {}, false)).toMatch(/Electron binary.*npm run desktop/)
  })
})
