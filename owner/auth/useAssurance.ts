import type { Session } from '@supabase/supabase-js'
import { useCallback, useEffect, useState } from 'react'
import type { BackendClient } from '../../shared/backend/client.ts'
import { isUnreachable, toBackendError } from '../../shared/backend/errors.ts'
import { assuranceLevels } from '../../shared/backend/twoFactor.ts'
import { useAuth } from './AuthContext.ts'
import { sessionAssurance } from './sessionAssurance.ts'

export type Assurance = 'none' | 'password-only' | 'complete'

export interface AssuranceCheck {
  /**
   * How far the signed-in user got: 'password-only' means a TOTP factor is enrolled and this
   * session has not passed it yet; the server grants owner rights only after it. Null while
   * this is being worked out for a new session (a renewed one of a signed-in owner keeps
   * 'complete'); 'unchecked' when that failed.
   */
  assurance: Assurance | 'unchecked' | null
  /** Why the check failed, safe to show. */
  problem: string | null
  /** Checks again. */
  recheck: () => void
}

interface Checked {
  session: Session
  round: number
  assurance: Assurance | 'unchecked'
  problem: string | null
}

/**
 * Where the current session stands with two-factor. When the backend cannot be reached (the
 * desktop app offline, a session due for refresh) it is what the session held here was granted,
 * so work on this computer carries on; any other failure is 'unchecked', never 'complete'.
 */
export function useAssurance(client: BackendClient): AssuranceCheck {
  const { session, loading } = useAuth()
  const [round, setRound] = useState(0)
  const [checked, setChecked] = useState<Checked | null>(null)

  useEffect(() => {
    if (!session) return undefined
    let current = true
    const settle = (assurance: Checked['assurance'], problem: string | null = null) => {
      if (current) setChecked({ session, round, assurance, problem })
    }
    assuranceLevels(client).then(
      (levels) => {
        settle(levels.next === 'aal2' && levels.current !== 'aal2' ? 'password-only' : 'complete')
      },
      (error: unknown) => {
        console.error('The two-factor check failed:', error)
        const held = isUnreachable(error) ? sessionAssurance(session) : null
        if (held) settle(held)
        else settle('unchecked', toBackendError(error).message)
      },
    )
    return () => {
      current = false
    }
  }, [client, session, round])

  const recheck = useCallback(() => {
    setRound((current) => current + 1)
  }, [])
  if (loading) return { assurance: null, problem: null, recheck }
  if (!session) {
    // Signed out: the next sign-in is checked afresh, never given this session's answer.
    if (checked) setChecked(null)
    return { assurance: 'none', problem: null, recheck }
  }
  // A renewed session of a signed-in owner (a token refresh, or supabase-js signing in again when
  // the window comes back into view) keeps its answer while it is checked, so the screen in use
  // is not replaced by a spinner and drawn anew: its open dialogs and editor history stay. Any
  // other new session waits for its own answer: one that has just passed its code must not be
  // taken, meanwhile, for the password-only session before it.
  const renewed = checked?.assurance === 'complete' && checked.session.user.id === session.user.id
  if (!checked || (checked.session !== session && !renewed) || checked.round !== round) {
    return { assurance: null, problem: null, recheck }
  }
  return { assurance: checked.assurance, problem: checked.problem, recheck }
}
