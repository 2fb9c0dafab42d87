import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
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
  const [missing, setMissing] = useState(false)
  const breached = usePasswordBreachCheck(password, mode === 'sign-up')

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (email.trim() === '' || password === '') {
      setMissing(true)
      return
    }
    setMissing(false)
    onSubmit({ email: email.trim(), password })
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormGroup label="Email" labelFor="auth-email">
        <InputGroup
          id="auth-email"
          type="email"
          size="large"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
      </FormGroup>
      <FormGroup
        label="Password"
        labelFor="auth-password"
        helperText={
          mode === 'sign-up' ? 'Use a long passphrase: at least 12 characters.' : undefined
        }
      >
        <InputGroup
          id="auth-password"
          type="password"
          size="large"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          value={password}
          intent={breached ? 'danger' : 'none'}
          onValueChange={setPassword}
        />
      </FormGroup>
      {breached && (
        <Callout intent="danger" className="admin-callout" role="alert">
          {AUTH_MESSAGES.breached}
        </Callout>
      )}
      {missing && (
        <Callout intent="warning" className="admin-callout" role="alert">
          Email and password are required.
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
