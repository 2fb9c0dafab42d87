import { Button, Callout } from '@blueprintjs/core'
import { useTotpDisableMutation } from '../../data/auth/useTotpDisableMutation.ts'

interface TwoFactorOnProps {
  factorId: string
  /** The session has not passed the factor: a current code is needed to turn it off. */
  onNeedsCode: () => void
  onDisabled: () => void
}

/** Two-factor is on, with 'Disable 2FA'. */
export function TwoFactorOn({ factorId, onNeedsCode, onDisabled }: TwoFactorOnProps) {
  const disable = useTotpDisableMutation()
  return (
    <>
      <Callout intent="success" title="Two-factor authentication is on" className="admin-callout">
        Signing in needs your password and a code from your authenticator app.
      </Callout>
      <Button
        intent="danger"
        text="Disable 2FA"
        loading={disable.isPending}
        onClick={() => {
          disable.mutate(
            { factorId },
            {
              onSuccess: (outcome) => {
                if (outcome === 'needs-code') onNeedsCode()
                if (outcome === 'disabled') onDisabled()
              },
            },
          )
        }}
      />
    </>
  )
}
