import { createHash } from 'node:crypto'
import { AuthError, passwordLeaked } from './errors.ts'

/** Supabase Auth's leaked password protection: new passwords are looked up in Pwned Passwords. */
export interface LeakedPasswordSettings {
  enabled: boolean
  /** Refuse new passwords while the range API cannot be asked, instead of allowing them. */
  failClosed: boolean
  /** The Pwned Passwords range API; the five-character hash prefix is appended. */
  rangeApiUrl: string
}

/** Throws weak_password (reason "pwned") for a password known from data breaches. */
export type LeakedPasswordCheck = (password: string) => Promise<void>

const RANGE_API_TIMEOUT_MS = 5000

/**
 * The check for these settings. Only the first five hex characters of the password's SHA-1
 * leave this process; the suffixes that come back are compared here. When the range API cannot
 * be asked, the password is allowed with a logged warning, as Supabase Auth does by default,
 * or refused with a server error when the settings fail closed.
 */
export function leakedPasswordCheck(
  settings: LeakedPasswordSettings,
  warn: (message: string) => void = console.warn,
): LeakedPasswordCheck {
  if (!settings.enabled) return () => Promise.resolve()
  const base = settings.rangeApiUrl.endsWith('/')
    ? settings.rangeApiUrl
    : `${settings.rangeApiUrl}/`
  return async (password) => {
    let leaked: boolean
    try {
      leaked = await isInRange(base, password)
    } catch (error) {
      if (settings.failClosed) {
        throw new AuthError(
          500,
          'unexpected_failure',
          'Unable to perform password strength check with HaveIBeenPwned.org.',
        )
      }
      const reason = error instanceof Error ? error.message : String(error)
      warn(
        `Unable to perform password strength check with HaveIBeenPwned.org (${reason}), pwned passwords are being allowed`,
      )
      return
    }
    if (leaked) throw passwordLeaked()
  }
}

async function isInRange(rangeApiUrl: string, password: string): Promise<boolean> {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase()
  const response = await fetch(`${rangeApiUrl}${hash.slice(0, 5)}`, {
    // Padding hides from onlookers how many suffixes share the prefix.
    headers: { 'Add-Padding': 'true' },
    signal: AbortSignal.timeout(RANGE_API_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`the range API answered ${response.status}`)
  const suffix = hash.slice(5)
  // Lines are SUFFIX:COUNT; padding lines have a count of 0.
  return (await response.text()).split(/\r?\n/).some((line) => {
    const [candidate, count] = line.trim().split(':')
    return candidate?.toUpperCase() === suffix && Number(count) > 0
  })
}
