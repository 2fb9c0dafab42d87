import { FileInput } from '@blueprintjs/core'
import { type ClipboardEvent, useId, useState } from 'react'
import { failureDescription } from '../../../shared/backend/errors.ts'
import { ImageProblem } from '../../../shared/domain/imageLimits.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { ImageFieldGroup } from './ImageFieldGroup.tsx'

interface ImageFieldProps {
  label: string
  value: ImageChoice | null
  /** Prepares the chosen file and stores it with its sizes; resolves to the stored image. */
  store: (file: Blob) => Promise<ImageChoice>
  onChange: (image: ImageChoice | null) => void
  /** Also takes an image pasted from the clipboard. */
  pasting?: boolean
}

/**
 * An image chosen from a file (or pasted), prepared and stored at once, with a preview and
 * removal. When it cannot be taken (not an image, damaged, too large) or stored, the owner is
 * told why and the previous image stays.
 */
export function ImageField({ label, value, store, onChange, pasting = false }: ImageFieldProps) {
  const toast = useToaster()
  const [busy, setBusy] = useState(false)
  const id = useId()

  const take = async (file: Blob, pasted: boolean) => {
    setBusy(true)
    try {
      onChange(await store(file))
      if (pasted) toast({ title: 'Image pasted successfully' })
    } catch (error) {
      console.error('Storing the image failed:', error)
      toast({
        ...(error instanceof ImageProblem
          ? { title: error.message }
          : { title: 'Image upload failed', description: failureDescription(error) }),
        intent: 'danger',
      })
    } finally {
      setBusy(false)
    }
  }

  const paste = (event: ClipboardEvent) => {
    const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'))
    if (!file) {
      toast({ title: 'The clipboard holds no image', intent: 'warning' })
      return
    }
    event.preventDefault()
    if (!busy) void take(file, true)
  }

  return (
    <ImageFieldGroup label={label} controlId={id} value={value?.url ?? null} onChange={onChange}>
      <div className="admin-image-sources">
        <FileInput
          text={busy ? 'Preparing and uploading the image...' : 'Choose an image...'}
          disabled={busy}
          inputProps={{ id, accept: 'image/*' }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file) void take(file, false)
          }}
        />
        {pasting && (
          <div
            className="admin-paste-zone"
            role="textbox"
            tabIndex={0}
            aria-label="Paste an image"
            aria-disabled={busy}
            onPaste={paste}
          >
            or click here and paste an image (Ctrl+V or ⌘V)
          </div>
        )}
      </div>
    </ImageFieldGroup>
  )
}
