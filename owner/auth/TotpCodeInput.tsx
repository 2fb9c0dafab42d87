import { InputGroup, type Intent } from '@blueprintjs/core'
import { codeDigits } from '../../shared/domain/totpCode.ts'

interface TotpCodeInputProps {
  id: string
  code: string
  onCodeChange: (code: string) => void
  intent?: Intent
  autoFocus?: boolean
}

/** The authenticator code field: keeps digits only, at most six, and offers one-time-code fill. */
export function TotpCodeInput({ id, code, onCodeChange, intent, autoFocus }: TotpCodeInputProps) {
  return (
    <InputGroup
      id={id}
      size="large"
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      value={code}
      intent={intent}
      aria-invalid={intent === 'danger' ? true : undefined}
      onValueChange={(value) => {
        onCodeChange(codeDigits(value))
      }}
    />
  )
}
