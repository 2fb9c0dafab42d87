import { Button, FormGroup, H2, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import type { Authenticator, TotpEnrolment } from '../../../shared/backend/twoFactor.ts'
import { ACCOUNT_MESSAGES } from '../../data/auth/accountMessages.ts'
import { useTotpSetupMutation } from '../../data/auth/useTotpSetupMutation.ts'

interface BackupAuthenticatorNameProps {
  authenticators: readonly Authenticator[]
  onStarted: (enrolment: TotpEnrolment) => void
  onCancel: () => void
}

/** 'Add backup authenticator': a name for the second app, then its setup. */
export function BackupAuthenticatorName({
  authenticators,
  onStarted,
  onCancel,
}: BackupAuthenticatorNameProps) {
  const [name, setName] = useState('Backup phone')
  const [problem, setProblem] = useState<string | null>(null)
  const setup = useTotpSetupMutation()

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const chosen = name.trim()
    if (chosen === '') {
      setProblem('Please enter a name')
      return
    }
    if (authenticators.some((authenticator) => authenticator.name === chosen)) {
      setProblem(ACCOUNT_MESSAGES.nameTaken(chosen))
      return
    }
    setProblem(null)
    setup.mutate(chosen, { onSuccess: onStarted })
  }

  return (
    <form onSubmit={submit} noValidate>
      <H2 className="admin-card-title">Add a backup authenticator</H2>
      <p>
        An authenticator app on a second device lets you sign in when your phone is lost or broken.
      </p>
      <FormGroup
        label="Name"
        labelFor="backup-authenticator-name"
        helperText={problem ?? 'So you can tell your authenticator apps apart.'}
        intent={problem ? 'danger' : 'none'}
      >
        <InputGroup
          id="backup-authenticator-name"
          autoFocus
          maxLength={60}
          value={name}
          intent={problem ? 'danger' : 'none'}
          onValueChange={setName}
        />
      </FormGroup>
      <div className="admin-actions">
        <Button type="submit" intent="primary" text="Continue" loading={setup.isPending} />
        <Button variant="minimal" text="Cancel" disabled={setup.isPending} onClick={onCancel} />
      </div>
    </form>
  )
}
