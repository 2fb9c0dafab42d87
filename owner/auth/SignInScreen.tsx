import { Card, H1 } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useBackend } from '../ui/BackendContext.ts'
import { FullScreenSpinner } from '../ui/FullScreenSpinner.tsx'
import { useToaster } from '../ui/Toaster.tsx'
import { useAuth } from './AuthContext.ts'
import { type Credentials, CredentialsForm } from './CredentialsForm.tsx'
import { SecondFactorStep } from './SecondFactorStep.tsx'
import { SessionEndedNotice } from './SessionEndedNotice.tsx'
import type { TwoFactorSettingsState } from './TwoFactorSettingsScreen.tsx'
import { AUTH_MESSAGES } from '../data/auth/authMessages.ts'
import { authQueries } from '../data/auth/queries.ts'
import { useSignUpMutation } from '../data/auth/useSignUpMutation.ts'
import { ScreenTitle } from '../ui/ScreenTitle.tsx'
import { AssuranceProblem } from './AssuranceProblem.tsx'
import { type AssuranceCheck, useAssurance } from './useAssurance.ts'

/** How this screen has just signed the owner in. */
type SignedInBy = 'password' | 'code' | 'recovery-code'

/**
 * Leaves the screen once the owner is signed in here: back where they were going (greeted after
 * a password alone), or on to setting up a new authenticator after a recovery code.
 */
function useLeaveWhenSignedIn(
  assurance: AssuranceCheck['assurance'],
  justSignedIn: SignedInBy | null,
) {
  const toast = useToaster()
  const navigate = useNavigate()
  const location = useLocation()
  const from = (location.state as { from?: string } | null)?.from ?? '/'
  useEffect(() => {
    if (assurance !== 'complete' || !justSignedIn) return
    if (justSignedIn === 'recovery-code') {
      const state: TwoFactorSettingsState = { recovered: true }
      void navigate('/two-factor-settings', { replace: true, state })
      return
    }
    if (justSignedIn === 'password') toast({ title: AUTH_MESSAGES.signedIn })
    void navigate(from, { replace: true })
  }, [justSignedIn, assurance, toast, navigate, from])
}

/**
 * /auth: 'Admin Login', or 'Create Admin Account' while the site has no owner. After the
 * password, an owner with two-factor enters the code from their authenticator app, or a
 * recovery code, which leads on to setting up a new authenticator.
 */
export function SignInScreen() {
  const client = useBackend()
  const { signIn, signOut, sessionEnd } = useAuth()
  const { assurance, problem, recheck } = useAssurance(client)
  const toast = useToaster()
  const hasOwner = useQuery(authQueries.siteHasOwner(client))
  const [busy, setBusy] = useState(false)
  // Creating the account signs it in for a moment, and signs it out again before it is done.
  const signUp = useSignUpMutation()
  const creatingAccount = signUp.isPending
  const [email, setEmail] = useState('')
  // Set once this screen has just signed the owner in, and how, so it can greet them on the way
  // out: after a code, the code step's confirmation is the greeting.
  const [justSignedIn, setJustSignedIn] = useState<SignedInBy | null>(null)

  // A sign-in under way on this screen: its session can arrive before the call that made it
  // returns, and must not be taken for an owner who was signed in already.
  const [signingIn, setSigningIn] = useState(false)
  // The code step is a sign-in under way too, which the password alone did not complete: how it
  // ends is the code step's to say (state adjusted while rendering, as React advises).
  if (assurance === 'password-only' && (!signingIn || justSignedIn !== null)) {
    setSigningIn(true)
    setJustSignedIn(null)
  }
  if (assurance === 'none' && signingIn && !busy) setSigningIn(false)

  useLeaveWhenSignedIn(assurance, justSignedIn)

  if (assurance === null || hasOwner.isPending) return <FullScreenSpinner />
  if (assurance === 'unchecked') return <AssuranceProblem problem={problem} onRetry={recheck} />
  if (assurance === 'complete' && !justSignedIn && !creatingAccount)
    return signingIn ? <FullScreenSpinner /> : <Navigate to="/" replace />

  const signUpMode = hasOwner.data === false

  const submitCredentials = async (credentials: Credentials) => {
    setEmail(credentials.email)
    if (signUpMode) {
      signUp.mutate(credentials)
      return
    }
    setBusy(true)
    setSigningIn(true)
    try {
      const { error } = await signIn(credentials.email, credentials.password)
      if (error) {
        setSigningIn(false)
        toast({ title: AUTH_MESSAGES.signInFailed(error.message), intent: 'danger' })
      } else setJustSignedIn('password')
    } catch (error) {
      console.error(error)
      setSigningIn(false)
      toast({ title: AUTH_MESSAGES.unexpected, intent: 'danger' })
    } finally {
      setBusy(false)
    }
  }

  const cancelCode = () => {
    setEmail('')
    setJustSignedIn(null)
    void signOut()
  }

  return (
    <div className="admin-auth">
      <Card className="admin-auth__card" elevation={2}>
        {assurance === 'password-only' ? (
          <>
            <ScreenTitle title="Two-Factor Authentication" />
            <H1 className="admin-auth__title">Two-Factor Authentication</H1>
            <SecondFactorStep
              onVerified={() => {
                setJustSignedIn('code')
              }}
              onRecovered={() => {
                setJustSignedIn('recovery-code')
              }}
              onCancel={cancelCode}
            />
          </>
        ) : (
          <>
            <ScreenTitle title={signUpMode ? 'Create Admin Account' : 'Admin Login'} />
            <H1 className="admin-auth__title">
              {signUpMode ? 'Create Admin Account' : 'Admin Login'}
            </H1>
            {sessionEnd && !signUpMode && <SessionEndedNotice reason={sessionEnd} />}
            <CredentialsForm
              key={signUpMode ? 'sign-up' : 'sign-in'}
              mode={signUpMode ? 'sign-up' : 'sign-in'}
              initialEmail={email}
              busy={busy || creatingAccount}
              onSubmit={(credentials) => void submitCredentials(credentials)}
            />
          </>
        )}
      </Card>
    </div>
  )
}
