import { FileInput } from '@blueprintjs/core'
import { type ClipboardEvent, useId } from 'react'
import { inlineImageProblem } from '../../domain/inlineImage.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { ImageFieldGroup } from './ImageFieldGroup.tsx'

interface InlineImageFieldProps {
  label: string
  value: string | null
  onChange: (dataUrl: string | null) => void
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      // readAsDataURL always produces a string.
      resolve(reader.result as string)
    }
    reader.onerror = () => {
      reject(reader.error ?? new Error('The image could not be read'))
    }
    reader.readAsDataURL(file)
  })
}

/** An image kept inline with the item: chosen from a file or pasted from the clipboard. */
export function InlineImageField({ label, value, onChange }: InlineImageFieldProps) {
  const toast = useToaster()
  const id = useId()

  const take = async (file: File, pasted: boolean) => {
    const problem = inlineImageProblem(file)
    if (problem) {
      toast({ title: problem, intent: 'danger' })
      return
    }
    try {
      onChange(await readAsDataUrl(file))
      if (pasted) toast({ title: 'Image pasted successfully' })
    } catch (error) {
      console.error('Reading the image failed:', error)
      toast({ title: 'The image could not be read', intent: 'danger' })
    }
  }

  const paste = (event: ClipboardEvent) => {
    const file = [...event.clipboardData.files].find((item) => item.type.startsWith('image/'))
    if (!file) {
      toast({ title: 'The clipboard holds no image', intent: 'warning' })
      return
    }
    event.preventDefault()
    void take(file, true)
  }

  return (
    <ImageFieldGroup label={label} controlId={id} value={value} onChange={onChange}>
      <div className="admin-image-sources">
        <FileInput
          text="Choose an image..."
          inputProps={{ id, accept: 'image/*' }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file) void take(file, false)
          }}
        />
        <div
          className="admin-paste-zone"
          role="textbox"
          tabIndex={0}
          aria-label="Paste an image"
          onPaste={paste}
        >
          or click here and paste an image (Ctrl+V or ⌘V)
        </div>
      </div>
    </ImageFieldGroup>
  )
}
