import { FormGroup, HTMLSelect } from '@blueprintjs/core'
import { useId } from 'react'
import type { Authenticator } from '../../../shared/backend/twoFactor.ts'

interface AuthenticatorPickerProps {
  authenticators: readonly Authenticator[]
  value: string
  onChange: (factorId: string) => void
}

/** Which authenticator app the code comes from; shown only when there is more than one. */
export function AuthenticatorPicker({ authenticators, value, onChange }: AuthenticatorPickerProps) {
  const id = useId()
  if (authenticators.length < 2) return null
  return (
    <FormGroup label="Code from" labelFor={id}>
      <HTMLSelect
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value)
        }}
        options={authenticators.map((authenticator) => ({
          value: authenticator.id,
          label: authenticator.name,
        }))}
      />
    </FormGroup>
  )
}
