import { useEffect, useState } from 'react'
import { BREACH_CHECK_MIN_LENGTH, isPasswordBreached } from '../../shared/backend/breachCheck.ts'

const TYPING_PAUSE_MS = 400

/**
 * While signing up: whether the typed password is known from data breaches, checked once the
 * typing pauses and 6 or more characters are there. Unknown (null) until checked, and when
 * the service cannot be reached (the password is then allowed).
 */
export function usePasswordBreachCheck(password: string, enabled: boolean): boolean | null {
  const [result, setResult] = useState<{ password: string; breached: boolean } | null>(null)

  useEffect(() => {
    if (!enabled || password.length < BREACH_CHECK_MIN_LENGTH) return undefined
    let current = true
    const timer = setTimeout(() => {
      isPasswordBreached(password).then(
        (breached) => {
          if (current) setResult({ password, breached })
        },
        () => undefined,
      )
    }, TYPING_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [password, enabled])

  return enabled && result?.password === password ? result.breached : null
}
