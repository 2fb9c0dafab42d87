import type { AuthError, Session, User } from '@supabase/supabase-js'
import { createContext, use } from 'react'
import type { SessionEndReason } from '../../shared/backend/sessionEnd.ts'

/** The authentication context of spec section 3. */
export interface AuthState {
  user: User | null
  session: Session | null
  /** True until the first session check or auth event. */
  loading: boolean
  /** Why the server ended the last session, until the next sign-in; null after Sign Out. */
  sessionEnd: SessionEndReason | null
  signIn: (email: string, password: string) => Promise<{ error: AuthError | null }>
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthState | null>(null)

export function useAuth(): AuthState {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth must be used within an AuthProvider')
  return auth
}
