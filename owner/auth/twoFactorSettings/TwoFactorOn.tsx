import { Button, Callout } from '@blueprintjs/core'
import type { Authenticator } from '../../../shared/backend/twoFactor.ts'
import type { ToastMessage } from '../../ui/Toaster.tsx'
import { AuthenticatorList } from './AuthenticatorList.tsx'
import { RecoveryCodesSection } from './RecoveryCodesSection.tsx'

interface TwoFactorOnProps {
  authenticators: readonly Authenticator[]
  freshCodes: readonly string[] | null
  /** 'Enabled', shown here rather than as a toast, which would cover the fresh codes. */
  enabledNotice: ToastMessage | null
  onFreshCodes: (codes: string[] | null) => void
  onAdd: () => void
  /** Asks for a code, then removes these; all of them turns two-factor off. */
  onRemove: (authenticators: readonly Authenticator[]) => void
}

/** Two-factor is on: the authenticator apps, the recovery codes, and 'Disable 2FA'. */
export function TwoFactorOn({
  authenticators,
  freshCodes,
  enabledNotice,
  onFreshCodes,
  onAdd,
  onRemove,
}: TwoFactorOnProps) {
  return (
    <>
      {enabledNotice && (
        <Callout
          role="status"
          intent={enabledNotice.intent ?? 'success'}
          title={enabledNotice.title}
          className="admin-callout"
        >
          {enabledNotice.description}
        </Callout>
      )}
      <Callout intent="success" title="Two-factor authentication is on" className="admin-callout">
        Signing in needs your password and a code from your authenticator app.
      </Callout>
      <AuthenticatorList
        authenticators={authenticators}
        onAdd={onAdd}
        onRemove={(authenticator) => {
          onRemove([authenticator])
        }}
      />
      <RecoveryCodesSection freshCodes={freshCodes} onFreshCodes={onFreshCodes} />
      <div className="admin-actions">
        <Button
          intent="danger"
          text="Disable 2FA"
          onClick={() => {
            onRemove(authenticators)
          }}
        />
      </div>
    </>
  )
}
