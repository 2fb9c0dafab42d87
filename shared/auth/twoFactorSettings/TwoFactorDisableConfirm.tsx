import { H2 } from '@blueprintjs/core'
import { useTotpDisableMutation } from '../../data/auth/useTotpDisableMutation.ts'
import { TwoFactorCodeForm } from '../TwoFactorCodeForm.tsx'

interface TwoFactorDisableConfirmProps {
  factorId: string
  onDone: () => void
  onCancel: () => void
}

/** Turning two-factor off from a session that has not passed it: a current code first. */
export function TwoFactorDisableConfirm({
  factorId,
  onDone,
  onCancel,
}: TwoFactorDisableConfirmProps) {
  const disable = useTotpDisableMutation()
  const confirm = async (code: string) => {
    const outcome = await disable.mutateAsync({ factorId, code }).catch(() => null)
    if (outcome === 'disabled') onDone()
    return outcome === 'disabled'
  }
  return (
    <>
      <H2 className="admin-card-title">Confirm with a code</H2>
      <p>
        To turn two-factor authentication off, enter a current code from your authenticator app.
      </p>
      <TwoFactorCodeForm submitLabel="Disable 2FA" onSubmit={confirm} onCancel={onCancel} />
    </>
  )
}
