import type { AuthError, Session, User } from '@supabase/supabase-js'
import { createContext, use } from 'react'

/** The authentication context of spec section 3. */
export interface AuthState {
  user: User | null
  session: Session | null
  /** True until the first session check or auth event. */
  loading: boolean
  signIn: (email: string, password: string) => Promise<{ error: AuthError | null }>
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthState | null>(null)

export function useAuth(): AuthState {
  const auth = use(AuthContext)
  if (!auth) throw new Error('useAuth must be used within an AuthProvider')
  return auth
}
