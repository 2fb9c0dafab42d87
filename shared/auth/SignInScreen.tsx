import { Card, H1 } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useAdminEnvironment } from '../ui/AdminEnvironment.tsx'
import { FullScreenSpinner } from '../ui/FullScreenSpinner.tsx'
import { useToaster } from '../ui/Toaster.tsx'
import { useAuth } from './AuthContext.ts'
import { type Credentials, CredentialsForm } from './CredentialsForm.tsx'
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx'
import { isPasswordBreached } from './breachCheck.ts'
import { verifiedTotpFactor, verifyTotpCode } from '../backend/twoFactor.ts'
import { AUTH_MESSAGES } from '../data/auth/authMessages.ts'
import { authQueries } from '../data/auth/queries.ts'
import { ScreenTitle } from '../ui/ScreenTitle.tsx'
import { AssuranceProblem } from './AssuranceProblem.tsx'
import { useAssurance } from './useAssurance.ts'

/**
 * /auth: 'Admin Login', or 'Create Admin Account' while the site has no owner. After the
 * password, an owner with two-factor enters the code from their authenticator app.
 */
export function SignInScreen() {
  const { client } = useAdminEnvironment()
  const { signIn, signOut } = useAuth()
  const { assurance, problem, recheck } = useAssurance(client)
  const toast = useToaster()
  const navigate = useNavigate()
  const location = useLocation()
  const from = (location.state as { from?: string } | null)?.from ?? '/'
  const hasOwner = useQuery(authQueries.siteHasOwner(client))
  const [busy, setBusy] = useState(false)
  // Creating the account signs it in for a moment; this screen signs it out again itself.
  const [creatingAccount, setCreatingAccount] = useState(false)
  const [email, setEmail] = useState('')
  // Set once this screen has just signed the owner in: the greeting on the way out, which is
  // the code's confirmation when there was a code to enter.
  const [greeting, setGreeting] = useState<string | null>(null)
  const justSignedIn = greeting !== null

  useEffect(() => {
    if (greeting !== null && assurance === 'complete') {
      toast({ title: greeting })
      void navigate(from, { replace: true })
    }
  }, [greeting, assurance, toast, navigate, from])

  if (assurance === null || hasOwner.isPending) return <FullScreenSpinner />
  if (assurance === 'unchecked') return <AssuranceProblem problem={problem} onRetry={recheck} />
  if (assurance === 'complete' && !justSignedIn && !creatingAccount)
    return <Navigate to="/" replace />

  const signUpMode = hasOwner.data === false

  const submitCredentials = async (credentials: Credentials) => {
    setBusy(true)
    setEmail(credentials.email)
    try {
      if (signUpMode) {
        setCreatingAccount(true)
        await signUp(credentials)
      } else {
        const { error } = await signIn(credentials.email, credentials.password)
        if (error) toast({ title: AUTH_MESSAGES.signInFailed(error.message), intent: 'danger' })
        else setGreeting(AUTH_MESSAGES.signedIn)
      }
    } catch (error) {
      console.error(error)
      toast({ title: AUTH_MESSAGES.unexpected, intent: 'danger' })
    } finally {
      setBusy(false)
      setCreatingAccount(false)
    }
  }

  const signUp = async ({ email: address, password }: Credentials) => {
    // The breach service failing must not block sign-up: then the password is allowed.
    const breached = await isPasswordBreached(password).catch(() => false)
    if (breached) {
      toast({ title: AUTH_MESSAGES.breached, intent: 'danger' })
      return
    }
    const { error } = await client.auth.signUp({
      email: address,
      password,
      options: { emailRedirectTo: window.location.origin },
    })
    if (error) {
      toast({ title: AUTH_MESSAGES.signUpFailed(error.message), intent: 'danger' })
      return
    }
    // The account exists now; signing in is its own step, with two-factor once enabled.
    await signOut()
    toast({ title: AUTH_MESSAGES.accountCreated })
    await hasOwner.refetch()
  }

  const submitCode = async (code: string): Promise<boolean> => {
    try {
      const factor = await verifiedTotpFactor(client)
      if (!factor) {
        toast({ title: AUTH_MESSAGES.twoFactorNotConfigured, intent: 'danger' })
        await signOut()
        return false
      }
      const outcome = await verifyTotpCode(client, factor.id, code)
      if (outcome.ok) {
        setGreeting(AUTH_MESSAGES.twoFactorVerified)
        return true
      }
      if (outcome.reason === 'invalid-code')
        toast({ title: AUTH_MESSAGES.invalidCode, intent: 'danger' })
      else toast({ title: AUTH_MESSAGES.verifyFailed, intent: 'danger' })
      return false
    } catch (error) {
      console.error(error)
      toast({ title: AUTH_MESSAGES.twoFactorNotConfigured, intent: 'danger' })
      await signOut()
      return false
    }
  }

  const cancelCode = () => {
    setEmail('')
    setGreeting(null)
    void signOut()
  }

  return (
    <div className="admin-auth">
      <Card className="admin-auth__card" elevation={2}>
        {assurance === 'password-only' ? (
          <>
            <ScreenTitle title="Two-Factor Authentication" />
            <H1 className="admin-auth__title">Two-Factor Authentication</H1>
            <TwoFactorCodeForm onSubmit={submitCode} onCancel={cancelCode} />
          </>
        ) : (
          <>
            <ScreenTitle title={signUpMode ? 'Create Admin Account' : 'Admin Login'} />
            <H1 className="admin-auth__title">
              {signUpMode ? 'Create Admin Account' : 'Admin Login'}
            </H1>
            <CredentialsForm
              key={signUpMode ? 'sign-up' : 'sign-in'}
              mode={signUpMode ? 'sign-up' : 'sign-in'}
              initialEmail={email}
              busy={busy}
              onSubmit={(credentials) => void submitCredentials(credentials)}
            />
          </>
        )}
      </Card>
    </div>
  )
}
