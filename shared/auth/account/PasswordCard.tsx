import { Button, Callout, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import { ACCOUNT_MESSAGES } from '../../data/auth/accountMessages.ts'
import { AUTH_MESSAGES } from '../../data/auth/authMessages.ts'
import { usePasswordChangeMutation } from '../../data/auth/usePasswordChangeMutation.ts'
import { usePasswordBreachCheck } from '../usePasswordBreachCheck.ts'

/**
 * 'Change Password': the current password, then the new one twice, checked against known
 * breaches as typed. A failed change keeps what was typed.
 */
export function PasswordCard() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeated, setRepeated] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const breached = usePasswordBreachCheck(next, true)
  const change = usePasswordChangeMutation()

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (current === '' || next === '' || repeated === '') {
      setProblem(ACCOUNT_MESSAGES.passwordFieldsMissing)
      return
    }
    if (next !== repeated) {
      setProblem(ACCOUNT_MESSAGES.passwordsDiffer)
      return
    }
    setProblem(null)
    change.mutate(
      { current, next },
      {
        onSuccess: (outcome) => {
          if (outcome !== 'changed') return
          setCurrent('')
          setNext('')
          setRepeated('')
        },
      },
    )
  }

  return (
    <Card elevation={1} className="admin-card">
      <form onSubmit={submit} noValidate>
        <H2 className="admin-card-title">Password</H2>
        <p>Changing your password signs you out everywhere else.</p>
        <FormGroup label="Current password" labelFor="current-password">
          <InputGroup
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={current}
            onValueChange={setCurrent}
          />
        </FormGroup>
        <FormGroup
          label="New password"
          labelFor="new-password"
          helperText="Use a long passphrase: at least 12 characters."
        >
          <InputGroup
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={next}
            intent={breached ? 'danger' : 'none'}
            onValueChange={setNext}
          />
        </FormGroup>
        <FormGroup label="Repeat new password" labelFor="repeat-password">
          <InputGroup
            id="repeat-password"
            type="password"
            autoComplete="new-password"
            value={repeated}
            onValueChange={setRepeated}
          />
        </FormGroup>
        {breached && (
          <Callout intent="danger" className="admin-callout" role="alert">
            {AUTH_MESSAGES.breached}
          </Callout>
        )}
        {problem && (
          <Callout intent="warning" className="admin-callout" role="alert">
            {problem}
          </Callout>
        )}
        <Button type="submit" intent="primary" text="Change Password" loading={change.isPending} />
      </form>
    </Card>
  )
}
