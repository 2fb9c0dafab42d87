import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react'
import {
  THEME_STORAGE_KEY,
  type ThemePreference,
  applyTheme,
  readThemePreference,
  resolveTheme,
} from './theme.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const listeners = new Set<() => void>()
/** The choice made on this page when storage refused it (private mode): it lasts this page. */
let unstoredChoice: ThemePreference | null = null

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

const storedPreference = () => unstoredChoice ?? readThemePreference(window.localStorage)
/**
 * While a prerendered page hydrates, the stored choice is not yet read: the switch shows System
 * as the markup was built, and the theme index.html applied stays untouched until it is.
 */
const notYetRead = (): null => null

/**
 * The visitor's theme preference. With System, the page follows the operating system as it
 * changes. The first paint already has the right theme: index.html applies it before React.
 */
export function useTheme(): [ThemePreference, (preference: ThemePreference) => void] {
  const preference = useSyncExternalStore<ThemePreference | null>(
    subscribe,
    storedPreference,
    notYetRead,
  )

  // Applied in the commit that changes the switch, before the browser paints: the page and the
  // pressed button change in the same frame (a passive effect runs a frame later in islands).
  useLayoutEffect(() => {
    if (preference === null) return undefined
    const media = window.matchMedia(DARK_QUERY)
    const apply = () => {
      applyTheme(document.documentElement, resolveTheme(preference, media.matches))
    }
    apply()
    if (preference !== 'system') return undefined
    media.addEventListener('change', apply)
    return () => {
      media.removeEventListener('change', apply)
    }
  }, [preference])

  const setPreference = useCallback((next: ThemePreference) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next)
      unstoredChoice = null
    } catch {
      unstoredChoice = next
    }
    for (const listener of listeners) listener()
  }, [])

  return [preference ?? 'system', setPreference]
}
