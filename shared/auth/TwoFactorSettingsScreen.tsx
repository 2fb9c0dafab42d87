import { Button, Card, NonIdealState } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Navigate } from 'react-router-dom'
import type { TotpEnrolment } from '../backend/twoFactor.ts'
import { failureDescription } from '../backend/errors.ts'
import { authQueries } from '../data/auth/queries.ts'
import { AdminPageHeader } from '../ui/AdminPageHeader.tsx'
import { useAdminEnvironment } from '../ui/AdminEnvironment.tsx'
import { FullScreenSpinner } from '../ui/FullScreenSpinner.tsx'
import { useAuth } from './AuthContext.ts'
import { TwoFactorDisableConfirm } from './twoFactorSettings/TwoFactorDisableConfirm.tsx'
import { TwoFactorOn } from './twoFactorSettings/TwoFactorOn.tsx'
import { TwoFactorQrSetup } from './twoFactorSettings/TwoFactorQrSetup.tsx'
import { TwoFactorSetupIntro } from './twoFactorSettings/TwoFactorSetupIntro.tsx'

type View =
  { kind: 'intro' } | { kind: 'setup'; enrolment: TotpEnrolment } | { kind: 'confirm-disable' }

/**
 * /two-factor-settings: turn the authenticator-app second factor on (scan, then verify a code)
 * or off. The secret is shown once while setting up and never comes back from the server.
 */
export function TwoFactorSettingsScreen() {
  const { client } = useAdminEnvironment()
  const { session, loading } = useAuth()
  const [view, setView] = useState<View>({ kind: 'intro' })
  const factor = useQuery({
    ...authQueries.totpFactor(client, session?.user.id ?? ''),
    enabled: Boolean(session),
  })

  if (loading) return <FullScreenSpinner />
  if (!session) return <Navigate to="/auth" replace />
  if (factor.isPending) return <FullScreenSpinner />

  const backToIntro = () => {
    setView({ kind: 'intro' })
  }
  let body: ReactNode
  if (factor.isError) {
    // Not knowing whether it is on, the screen offers neither turning it on nor off.
    body = (
      <NonIdealState
        icon="error"
        title="Error loading two-factor settings"
        description={failureDescription(factor.error)}
        action={<Button icon="refresh" text="Try again" onClick={() => void factor.refetch()} />}
      />
    )
  } else if (view.kind === 'setup') {
    body = <TwoFactorQrSetup enrolment={view.enrolment} onDone={backToIntro} />
  } else if (factor.data && view.kind === 'confirm-disable') {
    body = (
      <TwoFactorDisableConfirm
        factorId={factor.data.id}
        onDone={backToIntro}
        onCancel={backToIntro}
      />
    )
  } else if (factor.data) {
    body = (
      <TwoFactorOn
        factorId={factor.data.id}
        onNeedsCode={() => {
          setView({ kind: 'confirm-disable' })
        }}
        onDisabled={backToIntro}
      />
    )
  } else {
    body = (
      <TwoFactorSetupIntro
        onStarted={(enrolment) => {
          setView({ kind: 'setup', enrolment })
        }}
      />
    )
  }

  return (
    <div className="admin-page admin-page--narrow">
      <AdminPageHeader title="Two-Factor Authentication" />
      <Card elevation={1}>{body}</Card>
    </div>
  )
}
