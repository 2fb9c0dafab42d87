import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { FIELD_REQUIRED } from '../../shared/domain/formFields.ts'
import { passwordLengthProblem } from '../../shared/domain/passwordRules.ts'
import { focusFirstInvalid } from '../ui/focusFirstInvalid.ts'
import { AUTH_MESSAGES } from '../data/auth/authMessages.ts'
import { usePasswordBreachCheck } from './usePasswordBreachCheck.ts'

export interface Credentials {
  email: string
  password: string
}

interface CredentialsFormProps {
  mode: 'sign-in' | 'sign-up'
  initialEmail: string
  busy: boolean
  onSubmit: (credentials: Credentials) => void
}

/** Email and password; when signing up, the password is checked against known breaches as typed. */
export function CredentialsForm({ mode, initialEmail, busy, onSubmit }: CredentialsFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState({ email: false, password: false })
  const form = useRef<HTMLFormElement>(null)
  const breached = usePasswordBreachCheck(password, mode === 'sign-up')
  const tooLong = mode === 'sign-up' ? passwordLengthProblem(password) : null

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const found = { email: email.trim() === '', password: password === '' }
    // Marked at once, so focus can move to the first field to fix.
    flushSync(() => {
      setMissing(found)
    })
    if (found.email || found.password || tooLong) {
      focusFirstInvalid(form.current)
      return
    }
    onSubmit({ email: email.trim(), password })
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <FormGroup
        label="Email"
        labelFor="auth-email"
        intent={missing.email ? 'danger' : 'none'}
        helperText={missing.email ? FIELD_REQUIRED : undefined}
      >
        <InputGroup
          id="auth-email"
          type="email"
          autoComplete="email"
          required
          intent={missing.email ? 'danger' : 'none'}
          aria-invalid={missing.email ? true : undefined}
          value={email}
          onValueChange={(typed) => {
            setEmail(typed)
            setMissing((current) => ({ ...current, email: false }))
          }}
        />
      </FormGroup>
      <FormGroup
        label="Password"
        labelFor="auth-password"
        intent={missing.password || tooLong ? 'danger' : 'none'}
        helperText={
          missing.password
            ? FIELD_REQUIRED
            : (tooLong ??
              (mode === 'sign-up'
                ? 'Use a long passphrase: at least 12 characters, at most 72 bytes.'
                : undefined))
        }
      >
        <InputGroup
          id="auth-password"
          type="password"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          value={password}
          intent={breached || missing.password || tooLong ? 'danger' : 'none'}
          aria-invalid={breached || missing.password || tooLong ? true : undefined}
          onValueChange={(typed) => {
            setPassword(typed)
            setMissing((current) => ({ ...current, password: false }))
          }}
        />
      </FormGroup>
      {breached && (
        <Callout intent="danger" className="admin-callout" role="alert">
          {AUTH_MESSAGES.breached}
        </Callout>
      )}
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={busy}
        text={mode === 'sign-up' ? 'Create Account' : 'Sign In'}
      />
    </form>
  )
}
