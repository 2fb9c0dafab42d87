import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useId, useState } from 'react'
import { ACCOUNT_MESSAGES } from '../data/auth/accountMessages.ts'
import { useRecoveryCodeSignInMutation } from '../data/auth/useRecoveryCodeSignInMutation.ts'
import { looksLikeRecoveryCode } from '../../shared/domain/recoveryCodes.ts'
import { SignInStepActions } from './SignInStepActions.tsx'

interface RecoveryCodeFormProps {
  /** The code was accepted: the owner is in, with two-factor off. */
  onRecovered: () => void
  onUseAuthenticator: () => void
  onCancel: () => void
}

/** The code step with a recovery code, for an owner whose authenticator app is lost. */
export function RecoveryCodeForm({
  onRecovered,
  onUseAuthenticator,
  onCancel,
}: RecoveryCodeFormProps) {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const redeem = useRecoveryCodeSignInMutation()
  const id = useId()

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!looksLikeRecoveryCode(code)) {
      setProblem(ACCOUNT_MESSAGES.recoveryCodeLength)
      return
    }
    setProblem(null)
    // The screen behind may unmount this form once the session changes: the promise still settles.
    void redeem.mutateAsync(code).then(
      (outcome) => {
        if (outcome === 'signed-in') onRecovered()
        else setCode('')
      },
      () => undefined,
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>
        Lost your phone? Enter one of the recovery codes you saved when you turned on two-factor
        authentication. It works once, and you then set up a new authenticator app.
      </p>
      <FormGroup
        label="Recovery code"
        labelFor={id}
        helperText={problem ?? 'Ten letters and digits, such as ABCDE-23456.'}
        intent={problem ? 'danger' : 'none'}
      >
        <InputGroup
          id={id}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXXX-XXXXX"
          value={code}
          intent={problem ? 'danger' : 'none'}
          onValueChange={setCode}
        />
      </FormGroup>
      <SignInStepActions submitText="Sign In" busy={redeem.isPending} onCancel={onCancel} />
      <Button
        variant="minimal"
        intent="primary"
        text="Use your authenticator app instead"
        onClick={onUseAuthenticator}
        disabled={redeem.isPending}
      />
    </form>
  )
}
