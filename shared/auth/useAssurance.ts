import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import type { BackendClient } from '../backend/client.ts'
import { useAuth } from './AuthContext.ts'

export type Assurance = 'none' | 'password-only' | 'complete'

/**
 * How far the signed-in user got: 'password-only' means a TOTP factor is enrolled and this
 * session has not passed it yet (aal1 where aal2 is possible); the server grants owner rights
 * only after it. Null while this is being worked out for the current session.
 */
export function useAssurance(client: BackendClient): Assurance | null {
  const { session, loading } = useAuth()
  const [result, setResult] = useState<{ session: Session; assurance: Assurance } | null>(null)

  useEffect(() => {
    if (!session) return undefined
    let current = true
    void client.auth.mfa.getAuthenticatorAssuranceLevel().then(({ data }) => {
      if (!current) return
      const pending = data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2'
      setResult({ session, assurance: pending ? 'password-only' : 'complete' })
    })
    return () => {
      current = false
    }
  }, [client, session])

  if (loading) return null
  if (!session) return 'none'
  return result?.session === session ? result.assurance : null
}
