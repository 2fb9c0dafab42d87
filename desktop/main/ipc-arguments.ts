import type { DesktopSettings } from '../../owner/platform/desktop-api.ts'

/**
 * Checks on what arrives over IPC, before any store sees it. The renderer is typed, but main must
 * not trust a renderer that runs content from the network: wrong types and huge values stop here.
 */

const MAX_KEY_LENGTH = 256
/** A Supabase session (tokens and the user) is a few kilobytes; this leaves ample room. */
const MAX_SECRET_BYTES = 1024 * 1024
const MAX_URL_LENGTH = 8192
const MAX_SETTING_LENGTH = 8192

export function secretKeyArgument(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_KEY_LENGTH) {
    throw new Error(`Refused: a secret's key must be 1 to ${MAX_KEY_LENGTH} characters.`)
  }
  return value
}

export function secretValueArgument(value: unknown): string {
  if (typeof value !== 'string' || Buffer.byteLength(value) > MAX_SECRET_BYTES) {
    throw new Error('Refused: a secret must be a string of at most 1 MB.')
  }
  return value
}

export function urlArgument(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) {
    throw new Error(`Refused: an address must be a string of at most ${MAX_URL_LENGTH} characters.`)
  }
  return value
}

/** Exactly the two settings, as strings; the settings store checks what they say. */
export function settingsArgument(value: unknown): DesktopSettings {
  const settings =
    typeof value === 'object' && value !== null
      ? (value as Partial<Record<keyof DesktopSettings, unknown>>)
      : {}
  const { backendUrl, anonKey } = settings
  if (!isShortString(backendUrl) || !isShortString(anonKey)) {
    throw new Error('Refused: settings must be a backend address and an anon key.')
  }
  return { backendUrl, anonKey }
}

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SETTING_LENGTH
}

export function booleanArgument(value: unknown): boolean {
  if (typeof value !== 'boolean') throw new Error('Refused: expected true or false.')
  return value
}

/** A backup's file name: short, and never a path (the backups module checks its form). */
export function backupNameArgument(value: unknown): string {
  if (typeof value !== 'string' || value.length > 100 || /[\\/]/.test(value)) {
    throw new Error('Refused: a backup is named by its file name.')
  }
  return value
}
