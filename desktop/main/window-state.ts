import { join } from 'node:path'
import { readJsonFile, writeJsonFileAtomic } from './json-file.ts'

/** A rectangle on the screen, in the same coordinates as Electron's `Rectangle`. */
export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

/** Where the window was and whether it was maximized (its bounds are then the unmaximized ones). */
export interface WindowState extends Bounds {
  maximized: boolean
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 860 } as const
export const MINIMUM_WINDOW_SIZE = { width: 900, height: 600 } as const

/** How much of the window's top edge must be on a display for the owner to grab and move it. */
const GRIP = 100

const FILE_NAME = 'window-state.json'

/**
 * The state to open the window with: the saved one (no smaller than the minimum size) when its top
 * edge is still on one of the displays' work areas, else the default size centred on the primary
 * display. A display that was unplugged must not leave the window out of reach.
 */
export function restoreWindowState(
  saved: WindowState | null,
  workAreas: readonly Bounds[],
  primaryWorkArea: Bounds,
): WindowState {
  if (saved) {
    const bounds = {
      ...saved,
      width: Math.max(saved.width, MINIMUM_WINDOW_SIZE.width),
      height: Math.max(saved.height, MINIMUM_WINDOW_SIZE.height),
    }
    if (workAreas.some((area) => isWithinReach(bounds, area))) return bounds
  }
  return defaultWindowState(primaryWorkArea)
}

/** The default size (smaller if the display is, never below the minimum), centred. */
export function defaultWindowState(workArea: Bounds): WindowState {
  const width = fit(DEFAULT_WINDOW_SIZE.width, workArea.width, MINIMUM_WINDOW_SIZE.width)
  const height = fit(DEFAULT_WINDOW_SIZE.height, workArea.height, MINIMUM_WINDOW_SIZE.height)
  return {
    x: workArea.x + Math.round((workArea.width - width) / 2),
    y: workArea.y + Math.round((workArea.height - height) / 2),
    width,
    height,
    maximized: false,
  }
}

/** The state saved in `directory`, or null when there is none or it is not a valid state. */
export function loadWindowState(directory: string): WindowState | null {
  const value = readJsonFile(join(directory, FILE_NAME))
  return isWindowState(value) ? value : null
}

export function saveWindowState(directory: string, state: WindowState): void {
  const { x, y, width, height, maximized } = state
  writeJsonFileAtomic(join(directory, FILE_NAME), { x, y, width, height, maximized }, 0o644)
}

function isWithinReach(window: Bounds, area: Bounds): boolean {
  const overlap =
    Math.min(window.x + window.width, area.x + area.width) - Math.max(window.x, area.x)
  // The title bar is at the top: it must be below the work area's top and above its bottom.
  const topEdgeInside = window.y >= area.y && window.y + GRIP <= area.y + area.height
  return overlap >= GRIP && topEdgeInside
}

function fit(preferred: number, available: number, minimum: number): number {
  return Math.max(minimum, Math.min(preferred, available))
}

function isWindowState(value: unknown): value is WindowState {
  if (typeof value !== 'object' || value === null) return false
  const state = value as Record<string, unknown>
  const finite = (key: string) => typeof state[key] === 'number' && Number.isFinite(state[key])
  const positive = (key: string) => finite(key) && (state[key] as number) > 0
  return (
    finite('x') &&
    finite('y') &&
    positive('width') &&
    positive('height') &&
    typeof state.maximized === 'boolean'
  )
}
