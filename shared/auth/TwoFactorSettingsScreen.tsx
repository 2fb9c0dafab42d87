import { Button, Callout, Card, Code, FormGroup, H2 } from '@blueprintjs/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { QRCodeSVG } from 'qrcode.react'
import { type SyntheticEvent, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useAdminEnvironment } from '../ui/AdminEnvironment.tsx'
import { FullScreenSpinner } from '../ui/FullScreenSpinner.tsx'
import { useToaster } from '../ui/Toaster.tsx'
import { useAuth } from './AuthContext.ts'
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx'
import { AUTH_MESSAGES } from './messages.ts'
import { TotpCodeInput } from './TotpCodeInput.tsx'
import { TOTP_CODE_LENGTH, verifiedTotpFactor, verifyTotpCode } from './totp.ts'
import { AdminPageHeader } from '../ui/AdminPageHeader.tsx'

/** QR codes are 200 pixels square (spec section 9). */
const QR_SIZE = 200

interface Enrolment {
  factorId: string
  uri: string
  secret: string
}

type View =
  { kind: 'intro' } | { kind: 'setup'; enrolment: Enrolment } | { kind: 'confirm-disable' }

/**
 * /two-factor-settings: turn the authenticator-app second factor on (scan, then verify a code)
 * or off. The secret is shown once while setting up and never comes back from the server.
 */
export function TwoFactorSettingsScreen() {
  const { client, adminName } = useAdminEnvironment()
  const { session, loading } = useAuth()
  const toast = useToaster()
  const queryClient = useQueryClient()
  const [view, setView] = useState<View>({ kind: 'intro' })
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const factor = useQuery({
    queryKey: ['two-factor', session?.user.id],
    queryFn: () => verifiedTotpFactor(client),
    enabled: Boolean(session),
  })

  if (loading) return <FullScreenSpinner />
  if (!session) return <Navigate to="/auth" replace />
  if (factor.isPending) return <FullScreenSpinner />

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['two-factor'] })

  const startSetup = async () => {
    setBusy(true)
    // A setup that was started and abandoned earlier would block a new one.
    const { data: factors } = await client.auth.mfa.listFactors()
    for (const stale of factors?.all.filter((f) => f.status === 'unverified') ?? []) {
      await client.auth.mfa.unenroll({ factorId: stale.id })
    }
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
      issuer: adminName,
    })
    setBusy(false)
    if (error) {
      toast({ title: AUTH_MESSAGES.storeSecretFailed(error.message), intent: 'danger' })
      return
    }
    setCode('')
    setView({
      kind: 'setup',
      enrolment: { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret },
    })
  }

  const cancelSetup = async (enrolment: Enrolment) => {
    setView({ kind: 'intro' })
    setCode('')
    await client.auth.mfa.unenroll({ factorId: enrolment.factorId })
  }

  const enable = async (event: SyntheticEvent, enrolment: Enrolment) => {
    event.preventDefault()
    if (code === '' || enrolment.secret === '') {
      toast({ title: AUTH_MESSAGES.enterCode, intent: 'danger' })
      return
    }
    setBusy(true)
    try {
      const outcome = await verifyTotpCode(client, enrolment.factorId, code)
      if (outcome.ok) {
        toast({ title: AUTH_MESSAGES.enabled })
        setView({ kind: 'intro' })
        await refresh()
      } else if (outcome.reason === 'invalid-code') {
        toast({ title: AUTH_MESSAGES.invalidCode, intent: 'danger' })
      } else {
        toast({ title: AUTH_MESSAGES.enableFailed(outcome.message), intent: 'danger' })
      }
    } catch (error) {
      console.error(error)
      toast({ title: AUTH_MESSAGES.verifyFailed, intent: 'danger' })
    } finally {
      setCode('')
      setBusy(false)
    }
  }

  const disable = async (factorId: string) => {
    setBusy(true)
    try {
      const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      if (level?.currentLevel !== 'aal2') {
        // Removing a factor needs a session that passed it: ask for a fresh code first.
        setView({ kind: 'confirm-disable' })
        return
      }
      const { error } = await client.auth.mfa.unenroll({ factorId })
      if (error) {
        toast({ title: AUTH_MESSAGES.disableFailedWith(error.message), intent: 'danger' })
        return
      }
      toast({ title: AUTH_MESSAGES.disabled })
      setView({ kind: 'intro' })
      await refresh()
    } catch (error) {
      console.error(error)
      toast({ title: AUTH_MESSAGES.disableFailed, intent: 'danger' })
    } finally {
      setBusy(false)
    }
  }

  const confirmDisable = async (factorId: string, typed: string): Promise<boolean> => {
    const outcome = await verifyTotpCode(client, factorId, typed)
    if (!outcome.ok) {
      toast({
        title:
          outcome.reason === 'invalid-code'
            ? AUTH_MESSAGES.invalidCode
            : AUTH_MESSAGES.verifyFailed,
        intent: 'danger',
      })
      return false
    }
    await disable(factorId)
    return true
  }

  const enabledFactor = factor.data
  return (
    <div className="admin-page admin-page--narrow">
      <AdminPageHeader title="Two-Factor Authentication" />
      <Card elevation={1}>
        {view.kind === 'setup' ? (
          <form onSubmit={(event) => void enable(event, view.enrolment)} noValidate>
            <H2 className="admin-card-title">Scan the QR code</H2>
            <p>
              Scan this code with the authenticator app on your phone, then enter the 6-digit code
              it shows.
            </p>
            <div className="admin-qr">
              <QRCodeSVG
                value={view.enrolment.uri}
                size={QR_SIZE}
                title="QR code for your authenticator app"
              />
            </div>
            <p>
              Can't scan it? Enter this key in the app instead:{' '}
              <Code className="admin-secret">{view.enrolment.secret}</Code>
            </p>
            <FormGroup label="Verification code" labelFor="two-factor-code">
              <TotpCodeInput id="two-factor-code" code={code} onCodeChange={setCode} />
            </FormGroup>
            <div className="admin-actions">
              <Button
                type="submit"
                intent="primary"
                text="Verify & Enable"
                loading={busy}
                disabled={code.length !== TOTP_CODE_LENGTH || busy}
              />
              <Button
                variant="minimal"
                text="Cancel"
                disabled={busy}
                onClick={() => void cancelSetup(view.enrolment)}
              />
            </div>
          </form>
        ) : enabledFactor && view.kind === 'confirm-disable' ? (
          <>
            <H2 className="admin-card-title">Confirm with a code</H2>
            <p>
              To turn two-factor authentication off, enter a current code from your authenticator
              app.
            </p>
            <TwoFactorCodeForm
              submitLabel="Disable 2FA"
              onSubmit={(typed) => confirmDisable(enabledFactor.id, typed)}
              onCancel={() => {
                setView({ kind: 'intro' })
              }}
            />
          </>
        ) : enabledFactor ? (
          <>
            <Callout
              intent="success"
              title="Two-factor authentication is on"
              className="admin-callout"
            >
              Signing in needs your password and a code from your authenticator app.
            </Callout>
            <Button
              intent="danger"
              text="Disable 2FA"
              loading={busy}
              onClick={() => void disable(enabledFactor.id)}
            />
          </>
        ) : (
          <>
            <H2 className="admin-card-title">Protect your admin account</H2>
            <p>
              Two-factor authentication asks for a code from an authenticator app on your phone
              (such as Google Authenticator, Microsoft Authenticator or 1Password) every time you
              sign in, so a stolen password alone cannot change your site.
            </p>
            <Button
              intent="primary"
              text="Setup 2FA"
              loading={busy}
              onClick={() => void startSetup()}
            />
          </>
        )}
      </Card>
    </div>
  )
}
