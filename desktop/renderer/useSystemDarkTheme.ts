import { useSyncExternalStore } from 'react'

const query = () => window.matchMedia('(prefers-color-scheme: dark)')

function subscribe(onChange: () => void): () => void {
  const media = query()
  media.addEventListener('change', onChange)
  return () => {
    media.removeEventListener('change', onChange)
  }
}

/** Whether the operating system asks for dark windows; the app follows it live. */
export function useSystemDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, () => query().matches)
}
