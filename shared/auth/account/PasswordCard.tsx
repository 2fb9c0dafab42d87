import { Button, Callout, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import { ACCOUNT_MESSAGES } from '../../data/auth/accountMessages.ts'
import { AUTH_MESSAGES } from '../../data/auth/authMessages.ts'
import { usePasswordChangeMutation } from '../../data/auth/usePasswordChangeMutation.ts'
import { BackendError } from '../../backend/errors.ts'
import {
  SIGN_IN_LOCKOUT,
  passwordLengthProblem,
  triesLeftNotice,
} from '../../domain/passwordRules.ts'
import { usePasswordBreachCheck } from '../usePasswordBreachCheck.ts'

/**
 * 'Change Password': the current password, then the new one twice, checked against known
 * breaches as typed and refused past bcrypt's 72 bytes. A wrong current password counts toward
 * the sign-in lockout, so the form says so and how many tries are left. A failed change keeps
 * what was typed.
 */
export function PasswordCard() {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeated, setRepeated] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [wrongCurrent, setWrongCurrent] = useState(0)
  const tooLong = passwordLengthProblem(next)
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
    if (tooLong) {
      setProblem(tooLong)
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
          setWrongCurrent(0)
        },
        onError: (error) => {
          if (error instanceof BackendError && error.code === 'current_password_invalid')
            setWrongCurrent((count) => count + 1)
        },
      },
    )
  }

  return (
    <Card elevation={1} className="admin-card">
      <form onSubmit={submit} noValidate>
        <H2 className="admin-card-title">Password</H2>
        <p>Changing your password signs you out everywhere else.</p>
        <FormGroup
          label="Current password"
          labelFor="current-password"
          helperText={`Wrong current passwords count toward the sign-in lockout: ${SIGN_IN_LOCKOUT.tries} in ${SIGN_IN_LOCKOUT.minutes} minutes lock sign-in for ${SIGN_IN_LOCKOUT.minutes} minutes.`}
        >
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
          intent={tooLong ? 'danger' : 'none'}
          helperText={tooLong ?? 'Use a long passphrase: at least 12 characters, at most 72 bytes.'}
        >
          <InputGroup
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={next}
            intent={breached || tooLong ? 'danger' : 'none'}
            aria-invalid={tooLong ? true : undefined}
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
        {wrongCurrent > 0 && (
          <Callout intent="warning" className="admin-callout" role="status">
            {triesLeftNotice(wrongCurrent)}
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
