import { FormGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useId, useState } from 'react'
import { AUTH_MESSAGES } from '../data/auth/authMessages.ts'
import { SignInStepActions } from './SignInStepActions.tsx'
import { TotpCodeInput } from './TotpCodeInput.tsx'
import { TOTP_CODE_LENGTH } from '../../shared/domain/totpCode.ts'

interface TwoFactorCodeFormProps {
  /** Resolves true when the code was accepted, false to clear it and ask again. */
  onSubmit: (code: string) => Promise<boolean>
  onCancel: () => void
  submitLabel?: string
}

/** The code step: exactly six digits from the authenticator app, anything else stripped. */
export function TwoFactorCodeForm({
  onSubmit,
  onCancel,
  submitLabel = 'Verify',
}: TwoFactorCodeFormProps) {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [verifying, setVerifying] = useState(false)
  const id = useId()

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (code.length !== TOTP_CODE_LENGTH) {
      setProblem(AUTH_MESSAGES.codeLength)
      // Back to the field to fix, as every form does.
      document.getElementById(id)?.focus()
      return
    }
    setProblem(null)
    setVerifying(true)
    try {
      if (!(await onSubmit(code))) setCode('')
    } finally {
      setVerifying(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup
        label="Authentication code"
        labelFor={id}
        helperText={problem ?? 'Enter the 6-digit code from your authenticator app.'}
        intent={problem ? 'danger' : 'none'}
      >
        <TotpCodeInput
          id={id}
          autoFocus
          code={code}
          onCodeChange={setCode}
          intent={problem ? 'danger' : 'none'}
        />
      </FormGroup>
      <SignInStepActions submitText={submitLabel} busy={verifying} onCancel={onCancel} />
    </form>
  )
}
