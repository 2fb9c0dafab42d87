import { Button } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { authQueries } from '../data/auth/queries.ts'
import { AUTH_MESSAGES } from '../data/auth/authMessages.ts'
import { useTotpSignInMutation } from '../data/auth/useTotpSignInMutation.ts'
import { useBackend } from '../ui/BackendContext.ts'
import { useToaster } from '../ui/Toaster.tsx'
import { useAuth } from './AuthContext.ts'
import { RecoveryCodeForm } from './RecoveryCodeForm.tsx'
import { TwoFactorCodeForm } from './TwoFactorCodeForm.tsx'
import { AuthenticatorPicker } from './twoFactorSettings/AuthenticatorPicker.tsx'

interface SecondFactorStepProps {
  onVerified: () => void
  onRecovered: () => void
  onCancel: () => void
}

/**
 * After the password: a code from an authenticator app (which one, when there are several), or
 * a recovery code for an owner who lost theirs.
 */
export function SecondFactorStep({ onVerified, onRecovered, onCancel }: SecondFactorStepProps) {
  const client = useBackend()
  const { user, signOut } = useAuth()
  const list = useQuery(authQueries.authenticators(client, user?.id ?? ''))
  const verify = useTotpSignInMutation()
  const toast = useToaster()
  const [chosen, setChosen] = useState<string | null>(null)
  const [withRecoveryCode, setWithRecoveryCode] = useState(false)
  const factorId = chosen ?? list.data?.[0]?.id ?? null

  if (withRecoveryCode) {
    return (
      <RecoveryCodeForm
        onRecovered={onRecovered}
        onCancel={onCancel}
        onUseAuthenticator={() => {
          setWithRecoveryCode(false)
        }}
      />
    )
  }

  const submit = async (code: string): Promise<boolean> => {
    const available = list.data ?? (await list.refetch()).data ?? []
    const id = chosen ?? available[0]?.id
    if (!id) {
      toast({ title: AUTH_MESSAGES.twoFactorNotConfigured, intent: 'danger' })
      await signOut()
      return false
    }
    const outcome = await verify.mutateAsync({ factorId: id, code }).catch(() => null)
    // The check itself failed (its toast says so): the sign-in starts again.
    if (!outcome) await signOut()
    if (outcome?.ok) onVerified()
    return outcome?.ok === true
  }

  return (
    <>
      <AuthenticatorPicker
        authenticators={list.data ?? []}
        value={factorId ?? ''}
        onChange={setChosen}
      />
      <TwoFactorCodeForm onSubmit={submit} onCancel={onCancel} />
      <Button
        variant="minimal"
        intent="primary"
        text="Lost your phone? Use a recovery code"
        onClick={() => {
          setWithRecoveryCode(true)
        }}
      />
    </>
  )
}
