import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type Bounds,
  DEFAULT_WINDOW_SIZE,
  MINIMUM_WINDOW_SIZE,
  type WindowState,
  defaultWindowState,
  loadWindowState,
  restoreWindowState,
  saveWindowState,
} from '../../../desktop/main/window-state.ts'

const laptop: Bounds = { x: 0, y: 25, width: 1440, height: 875 }
const monitorOnTheRight: Bounds = { x: 1440, y: 0, width: 2560, height: 1440 }
const saved: WindowState = { x: 100, y: 100, width: 1000, height: 700, maximized: true }

describe('restoreWindowState', () => {
  it('keeps saved bounds that are on a display', () => {
    expect(restoreWindowState(saved, [laptop], laptop)).toEqual(saved)
    const onMonitor = { ...saved, x: 2000, y: 300 }
    expect(restoreWindowState(onMonitor, [laptop, monitorOnTheRight], laptop)).toEqual(onMonitor)
  })

  it('keeps a window that hangs off the edge while its title bar can be grabbed', () => {
    const hanging = { ...saved, x: laptop.width - 150, y: laptop.height - 200 }
    expect(restoreWindowState(hanging, [laptop], laptop)).toEqual(hanging)
  })

  it.each<[string, WindowState]>([
    ['on a display that is gone', { ...saved, x: 2000, y: 300 }],
    ['above the top of the screen', { ...saved, y: -50 }],
    ['with only a sliver on screen', { ...saved, x: laptop.width - 40 }],
    ['below the bottom of the screen', { ...saved, y: laptop.y + laptop.height - 20 }],
  ])('falls back to the default for a window %s', (_case, state) => {
    expect(restoreWindowState(state, [laptop], laptop)).toEqual(defaultWindowState(laptop))
  })

  it('falls back to the default when nothing was saved', () => {
    expect(restoreWindowState(null, [laptop], laptop)).toEqual(defaultWindowState(laptop))
  })

  it('never restores a window smaller than the minimum', () => {
    const tiny = { ...saved, width: 300, height: 200 }
    expect(restoreWindowState(tiny, [laptop], laptop)).toMatchObject({
      x: saved.x,
      y: saved.y,
      ...MINIMUM_WINDOW_SIZE,
    })
  })
})

describe('defaultWindowState', () => {
  it('is the default size, centred on the work area, not maximized', () => {
    expect(defaultWindowState(monitorOnTheRight)).toEqual({
      x: 1440 + (2560 - 1280) / 2,
      y: (1440 - 860) / 2,
      ...DEFAULT_WINDOW_SIZE,
      maximized: false,
    })
  })

  it('shrinks to a small display, but not below the minimum', () => {
    const small: Bounds = { x: 0, y: 0, width: 1024, height: 700 }
    expect(defaultWindowState(small)).toMatchObject({ x: 0, y: 0, width: 1024, height: 700 })
    const tiny: Bounds = { x: 0, y: 0, width: 800, height: 500 }
    expect(defaultWindowState(tiny)).toMatchObject(MINIMUM_WINDOW_SIZE)
  })
})

describe('loadWindowState and saveWindowState', () => {
  let directory = ''
  afterEach(() => {
    rmSync(directory, { recursive: true, force: true })
  })

  it('round-trips through the directory and leaves only the state file', () => {
    directory = mkdtempSync(join(tmpdir(), 'window-state-'))
    expect(loadWindowState(directory)).toBeNull()
    saveWindowState(directory, saved)
    saveWindowState(directory, { ...saved, x: 300 })
    expect(loadWindowState(directory)).toEqual({ ...saved, x: 300 })
    expect(readdirSync(directory)).toEqual(['window-state.json'])
  })

  it('creates the directory when it does not exist yet', () => {
    directory = mkdtempSync(join(tmpdir(), 'window-state-'))
    const nested = join(directory, 'Content Manager')
    saveWindowState(nested, saved)
    expect(loadWindowState(nested)).toEqual(saved)
  })

  it.each([
    ['not JSON', '{"x": 1,'],
    ['the wrong shape', JSON.stringify({ x: 1, y: 2, width: 'wide', height: 3, maximized: false })],
    ['a negative size', JSON.stringify({ ...saved, width: -5 })],
  ])('ignores a file that is %s', (_case, content) => {
    directory = mkdtempSync(join(tmpdir(), 'window-state-'))
    writeFileSync(join(directory, 'window-state.json'), content)
    expect(loadWindowState(directory)).toBeNull()
  })
})
