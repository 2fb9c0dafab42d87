import { H2 } from '@blueprintjs/core'
import { useState } from 'react'
import type { Authenticator } from '../../../shared/backend/twoFactor.ts'
import { useAuthenticatorRemoveMutation } from '../../data/auth/useAuthenticatorRemoveMutation.ts'
import { TwoFactorCodeForm } from '../TwoFactorCodeForm.tsx'
import { AuthenticatorPicker } from './AuthenticatorPicker.tsx'

interface AuthenticatorRemoveConfirmProps {
  /** What to remove: every authenticator turns two-factor off. */
  remove: readonly Authenticator[]
  all: readonly Authenticator[]
  onDone: () => void
  onCancel: () => void
}

/**
 * Removing authenticators asks for a current code first: from one that stays, or, when none
 * stays and two-factor goes off, from any of them.
 */
export function AuthenticatorRemoveConfirm({
  remove,
  all,
  onDone,
  onCancel,
}: AuthenticatorRemoveConfirmProps) {
  const removing = new Set(remove.map((authenticator) => authenticator.id))
  const staying = all.filter((authenticator) => !removing.has(authenticator.id))
  const turnsOff = staying.length === 0
  const checkable = turnsOff ? all : staying
  const [checkWith, setCheckWith] = useState(checkable[0]?.id ?? '')
  const mutation = useAuthenticatorRemoveMutation()

  const confirm = async (code: string) => {
    const outcome = await mutation
      .mutateAsync({ remove: [...removing], turnsOff, checkWith, code })
      .catch(() => null)
    if (outcome?.kind === 'removed') onDone()
    return outcome?.kind === 'removed'
  }
  return (
    <>
      <H2 className="admin-card-title">Confirm with a code</H2>
      <p>
        {turnsOff
          ? 'To turn two-factor authentication off, enter a current code from your authenticator app.'
          : `To remove ${remove.map((authenticator) => authenticator.name).join(', ')}, enter a current code from another authenticator app.`}
      </p>
      <AuthenticatorPicker authenticators={checkable} value={checkWith} onChange={setCheckWith} />
      <TwoFactorCodeForm
        submitLabel={turnsOff ? 'Disable 2FA' : 'Remove'}
        onSubmit={confirm}
        onCancel={onCancel}
      />
    </>
  )
}
