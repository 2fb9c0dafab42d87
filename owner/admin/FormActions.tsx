import { Button, Spinner } from '@blueprintjs/core'
import type { ReactNode } from 'react'

interface FormActionsProps {
  submitText: string
  /** Shown instead of the submit text while saving; otherwise a spinner joins it. */
  savingText?: string
  saving: boolean
  onCancel: () => void
  /** Further buttons after Cancel. */
  children?: ReactNode
}

/** A form's submit and Cancel buttons, both disabled while the form saves. */
export function FormActions({
  submitText,
  savingText,
  saving,
  onCancel,
  children,
}: FormActionsProps) {
  return (
    <div className="admin-actions">
      <Button
        type="submit"
        intent="primary"
        size="large"
        disabled={saving}
        icon={saving && !savingText ? <Spinner size={16} /> : undefined}
        text={saving && savingText ? savingText : submitText}
      />
      <Button size="large" text="Cancel" disabled={saving} onClick={onCancel} />
      {children}
    </div>
  )
}
