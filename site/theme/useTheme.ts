import { useCallback, useEffect, useState } from 'react'
import {
  THEME_STORAGE_KEY,
  type ThemePreference,
  applyTheme,
  readThemePreference,
  resolveTheme,
} from './theme.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * The visitor's theme preference. With System, the page follows the operating system as it
 * changes. The first paint already has the right theme: index.html applies it before React.
 */
export function useTheme(): [ThemePreference, (preference: ThemePreference) => void] {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    typeof window === 'undefined' ? 'system' : readThemePreference(window.localStorage),
  )

  useEffect(() => {
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
    } catch {
      // Storage may be unavailable (private mode): the choice then lasts for this page only.
    }
    setPreferenceState(next)
  }, [])

  return [preference, setPreference]
}
