import { Button, Callout, Card, NonIdealState } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import type { Authenticator, TotpEnrolment } from '../../shared/backend/twoFactor.ts'
import { failureDescription } from '../../shared/backend/errors.ts'
import { authQueries } from '../data/auth/queries.ts'
import { AdminPageHeader } from '../ui/AdminPageHeader.tsx'
import { useBackend } from '../ui/BackendContext.ts'
import { FullScreenSpinner } from '../ui/FullScreenSpinner.tsx'
import { useAuth } from './AuthContext.ts'
import { ACCOUNT_MESSAGES } from '../data/auth/accountMessages.ts'
import { AUTH_MESSAGES } from '../data/auth/authMessages.ts'
import { withOtherSessions } from '../data/auth/otherSessions.ts'
import { type ToastMessage, useToaster } from '../ui/Toaster.tsx'
import { AuthenticatorRemoveConfirm } from './twoFactorSettings/AuthenticatorRemoveConfirm.tsx'
import { BackupAuthenticatorName } from './twoFactorSettings/BackupAuthenticatorName.tsx'
import { TwoFactorOn } from './twoFactorSettings/TwoFactorOn.tsx'
import { TwoFactorQrSetup } from './twoFactorSettings/TwoFactorQrSetup.tsx'
import { TwoFactorSetupIntro } from './twoFactorSettings/TwoFactorSetupIntro.tsx'

type View =
  | { kind: 'overview' }
  | { kind: 'name-backup' }
  | { kind: 'setup'; enrolment: TotpEnrolment; first: boolean }
  | { kind: 'remove'; remove: readonly Authenticator[] }

/** What the sign-in screen passes on after a recovery code let the owner in. */
export interface TwoFactorSettingsState {
  recovered?: boolean
}

/** Which part of the settings shows, and what setting it up last brought, kept on the screen. */
function useTwoFactorViews() {
  const [view, setView] = useState<View>({ kind: 'overview' })
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null)
  // 'Enabled', said beside the codes it brought until they are saved.
  const [enabledNotice, setEnabledNotice] = useState<ToastMessage | null>(null)
  return { view, setView, freshCodes, setFreshCodes, enabledNotice, setEnabledNotice }
}

interface TwoFactorBodyProps {
  authenticators: readonly Authenticator[]
  views: ReturnType<typeof useTwoFactorViews>
}

/** The settings' card as the view has it: setting up, naming a backup, removing, or the state. */
function TwoFactorBody({ authenticators, views }: TwoFactorBodyProps) {
  const { view, setView, freshCodes, setFreshCodes, enabledNotice, setEnabledNotice } = views
  const toOverview = () => {
    setView({ kind: 'overview' })
  }
  if (view.kind === 'setup') {
    return (
      <TwoFactorQrSetup
        enrolment={view.enrolment}
        first={view.first}
        onEnabled={({ codes, othersEnded }) => {
          setFreshCodes(codes)
          setEnabledNotice(codes ? withOtherSessions(AUTH_MESSAGES.enabled, othersEnded) : null)
          toOverview()
        }}
        onCancel={toOverview}
      />
    )
  }
  if (view.kind === 'name-backup') {
    return (
      <BackupAuthenticatorName
        authenticators={authenticators}
        onStarted={(enrolment) => {
          setView({ kind: 'setup', enrolment, first: false })
        }}
        onCancel={toOverview}
      />
    )
  }
  if (view.kind === 'remove' && authenticators.length > 0) {
    return (
      <AuthenticatorRemoveConfirm
        remove={view.remove}
        all={authenticators}
        onDone={toOverview}
        onCancel={toOverview}
      />
    )
  }
  if (authenticators.length > 0) {
    return (
      <TwoFactorOn
        authenticators={authenticators}
        freshCodes={freshCodes}
        enabledNotice={enabledNotice}
        onFreshCodes={(codes) => {
          setFreshCodes(codes)
          if (!codes) setEnabledNotice(null)
        }}
        onAdd={() => {
          setView({ kind: 'name-backup' })
        }}
        onRemove={(remove) => {
          setView({ kind: 'remove', remove })
        }}
      />
    )
  }
  return (
    <TwoFactorSetupIntro
      onStarted={(enrolment) => {
        setView({ kind: 'setup', enrolment, first: true })
      }}
    />
  )
}

/**
 * /two-factor-settings: turn the authenticator-app second factor on (scan, then verify a code),
 * add backup authenticators, keep recovery codes, or turn it off. A secret is shown once while
 * setting up and never comes back from the server; so are recovery codes.
 */
export function TwoFactorSettingsScreen() {
  const client = useBackend()
  const { session, loading } = useAuth()
  const location = useLocation()
  const recovered = (location.state as TwoFactorSettingsState | null)?.recovered === true
  const toast = useToaster()
  // Said here, on arrival: the sign-in's own screen changes more than once on the way.
  useEffect(() => {
    if (recovered) toast({ title: ACCOUNT_MESSAGES.recovered })
  }, [recovered, toast])
  const views = useTwoFactorViews()
  const list = useQuery({
    ...authQueries.authenticators(client, session?.user.id ?? ''),
    enabled: Boolean(session),
  })

  if (loading) return <FullScreenSpinner />
  if (!session) return <Navigate to="/auth" replace />
  if (list.isPending) return <FullScreenSpinner />

  return (
    <div className="admin-page admin-page--narrow">
      <AdminPageHeader title="Two-Factor Authentication" />
      {recovered && list.data?.length === 0 && (
        <Callout intent="warning" title="Set up a new authenticator" className="admin-callout">
          You signed in with a recovery code, so two-factor authentication is off. Set it up again
          with your new phone now.
        </Callout>
      )}
      <Card elevation={1}>
        {list.isError ? (
          // Not knowing whether it is on, the screen offers neither turning it on nor off.
          <NonIdealState
            icon="error"
            title="Error loading two-factor settings"
            description={failureDescription(list.error)}
            action={<Button icon="refresh" text="Try again" onClick={() => void list.refetch()} />}
          />
        ) : (
          <TwoFactorBody authenticators={list.data} views={views} />
        )}
      </Card>
    </div>
  )
}
