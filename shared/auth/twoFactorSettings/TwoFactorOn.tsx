import { Button, Callout } from '@blueprintjs/core'
import type { Authenticator } from '../../backend/twoFactor.ts'
import { AuthenticatorList } from './AuthenticatorList.tsx'
import { RecoveryCodesSection } from './RecoveryCodesSection.tsx'

interface TwoFactorOnProps {
  authenticators: readonly Authenticator[]
  freshCodes: readonly string[] | null
  onFreshCodes: (codes: string[] | null) => void
  onAdd: () => void
  /** Asks for a code, then removes these; all of them turns two-factor off. */
  onRemove: (authenticators: readonly Authenticator[]) => void
}

/** Two-factor is on: the authenticator apps, the recovery codes, and 'Disable 2FA'. */
export function TwoFactorOn({
  authenticators,
  freshCodes,
  onFreshCodes,
  onAdd,
  onRemove,
}: TwoFactorOnProps) {
  return (
    <>
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
