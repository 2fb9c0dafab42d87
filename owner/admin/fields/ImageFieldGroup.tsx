import { FormGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { ImagePreview } from './ImagePreview.tsx'

interface ImageFieldGroupProps {
  label: string
  /** The id of the control that chooses an image, which the label names. */
  controlId: string
  /** The chosen image's address (a pending one for an image kept on this computer). */
  value: string | null
  onChange: (value: null) => void
  /** The ways to choose an image. */
  children: ReactNode
}

/** An image field: its label, the chosen image with the button that removes it, then `children`. */
export function ImageFieldGroup({
  label,
  controlId,
  value,
  onChange,
  children,
}: ImageFieldGroupProps) {
  return (
    <FormGroup label={label} labelFor={controlId}>
      {value && (
        <ImagePreview
          src={value}
          onRemove={() => {
            onChange(null)
          }}
        />
      )}
      {children}
    </FormGroup>
  )
}
