import type { Session } from '@supabase/supabase-js'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { type BackendClient, takeSessionEndReason } from '../../shared/backend/client.ts'
import { endSession } from '../../shared/backend/session.ts'
import type { SessionEndReason } from '../../shared/backend/sessionEnd.ts'
import { AuthContext, type AuthState } from './AuthContext.ts'

/** A session ended elsewhere shows at the latest this long after the app comes back into view. */
const RECHECK_INTERVAL_MS = 60_000

interface AuthProviderProps {
  client: BackendClient
  children: ReactNode
}

/**
 * Keeps the session and user in step with supabase-js, which refreshes the session itself
 * (every 30 s it checks, and refreshes when 90 s or less remain). When the server ends the
 * session (too long unused, too old, or ended from another device), supabase-js signs out and
 * the reason is kept for the sign-in screen to say.
 */
export function AuthProvider({ client, children }: AuthProviderProps) {
  const [session, setSession] = useState<Session | null>(null)
  const [loading, setLoading] = useState(true)
  const [sessionEnd, setSessionEnd] = useState<SessionEndReason | null>(null)

  useEffect(() => {
    // INITIAL_SESSION arrives first, then SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
    // MFA_CHALLENGE_VERIFIED and the rest: each sets the session (or none) and ends loading.
    const { data } = client.auth.onAuthStateChange((event, next) => {
      const refusal = takeSessionEndReason(client)
      if (event === 'SIGNED_OUT') setSessionEnd(refusal)
      else if (next) setSessionEnd(null)
      setSession(next)
      setLoading(false)
    })
    return () => {
      data.subscription.unsubscribe()
    }
  }, [client])

  // Coming back to the window asks the server whether the session still stands: one ended from
  // another device is then signed out here too, rather than at its next refresh.
  useEffect(() => {
    let lastCheck = Date.now()
    const recheck = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < RECHECK_INTERVAL_MS) {
        return
      }
      lastCheck = Date.now()
      void client.auth.getUser()
    }
    document.addEventListener('visibilitychange', recheck)
    window.addEventListener('focus', recheck)
    return () => {
      document.removeEventListener('visibilitychange', recheck)
      window.removeEventListener('focus', recheck)
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
    () => ({ user: session?.user ?? null, session, loading, sessionEnd, signIn, signOut }),
    [session, loading, sessionEnd, signIn, signOut],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
