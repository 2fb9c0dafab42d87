import type { Session } from '@supabase/supabase-js'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import type { BackendClient } from '../backend/client.ts'
import { endSession } from '../backend/session.ts'
import { AuthContext, type AuthState } from './AuthContext.ts'

interface AuthProviderProps {
  client: BackendClient
  children: ReactNode
}

/**
 * Keeps the session and user in step with supabase-js, which refreshes the session itself
 * (every 30 s it checks, and refreshes when 90 s or less remain).
 */
export function AuthProvider({ client, children }: AuthProviderProps) {
  const [session, setSession] = useState<Session | null>(null)
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    // INITIAL_SESSION arrives first, then SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
    // MFA_CHALLENGE_VERIFIED and the rest: each sets the session (or none) and ends loading.
    const { data } = client.auth.onAuthStateChange((_event, next) => {
      setSession(next)
      setLoading(false)
    })
    return () => {
      data.subscription.unsubscribe()
    }
  }, [client])

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { error } = await client.auth.signInWithPassword({ email, password })
      return { error }
    },
    [client],
  )

  const signOut = useCallback(() => endSession(client), [client])

  const value = useMemo<AuthState>(
    () => ({ user: session?.user ?? null, session, loading, signIn, signOut }),
    [session, loading, signIn, signOut],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
