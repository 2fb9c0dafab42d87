import { Button, Callout, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core'
import { AUTH_MESSAGES } from '../../data/auth/authMessages.ts'
import { SIGN_IN_LOCKOUT, triesLeftNotice } from '../../../shared/domain/passwordRules.ts'
import { usePasswordChangeForm } from './usePasswordChangeForm.ts'

/**
 * 'Change Password': the current password, then the new one twice, checked against known
 * breaches as typed and refused past bcrypt's 72 bytes. A wrong current password counts toward
 * the sign-in lockout, so the form says so and how many tries are left. A failed change keeps
 * what was typed.
 */
export function PasswordCard() {
  const { fields, problem, wrongCurrent, tooLong, breached, changing, submit } =
    usePasswordChangeForm()
  const { current, setCurrent, next, setNext, repeated, setRepeated } = fields

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
        <Button type="submit" intent="primary" text="Change Password" loading={changing} />
      </form>
    </Card>
  )
}
