import type { DesktopSettings } from './desktop-api.ts'

/** Far above any real anon key (a JWT of a few hundred characters). */
const MAX_ANON_KEY_LENGTH = 4096

/**
 * The settings in the form they are stored in: the backend's address reduced to its origin (what
 * supabase-js expects) and the key trimmed. Throws when they are not usable.
 */
export function validSettings(value: unknown): DesktopSettings {
  if (typeof value !== 'object' || value === null) {
    throw new Error('Settings must have a backend address and an anon key.')
  }
  const { backendUrl, anonKey } = value as Partial<Record<keyof DesktopSettings, unknown>>
  return { backendUrl: backendOrigin(backendUrl), anonKey: validAnonKey(anonKey) }
}

function backendOrigin(value: unknown): string {
  const problem =
    'The backend address must be an http or https address with no path, such as https://abcd.supabase.co.'
  if (typeof value !== 'string') throw new Error(problem)
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(problem)
  }
  const plainOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === ''
  if (!plainOrigin) throw new Error(problem)
  return url.origin
}

function validAnonKey(value: unknown): string {
  const key = typeof value === 'string' ? value.trim() : ''
  if (key === '' || key.length > MAX_ANON_KEY_LENGTH) {
    throw new Error(
      `The anon key must be the project's public anon key (at most ${MAX_ANON_KEY_LENGTH} characters).`,
    )
  }
  return key
}
