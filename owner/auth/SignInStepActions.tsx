import { Button } from '@blueprintjs/core'

interface SignInStepActionsProps {
  submitText: string
  /** The step is being checked: the submit button spins and Cancel waits. */
  busy: boolean
  onCancel: () => void
}

/** A second sign-in step's submit and Cancel buttons (authenticator code, recovery code). */
export function SignInStepActions({ submitText, busy, onCancel }: SignInStepActionsProps) {
  return (
    <div className="admin-actions">
      <Button type="submit" intent="primary" size="large" loading={busy} text={submitText} />
      <Button variant="minimal" size="large" text="Cancel" onClick={onCancel} disabled={busy} />
    </div>
  )
}
