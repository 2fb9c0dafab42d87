import { FileInput } from '@blueprintjs/core'
import { useId, useState } from 'react'
import { failureDescription } from '../../backend/errors.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { ImageFieldGroup } from './ImageFieldGroup.tsx'

interface ImageFieldProps {
  label: string
  value: string | null
  /** Uploads the chosen file and resolves to its address. */
  upload: (file: File) => Promise<string>
  onChange: (url: string | null) => void
}

/**
 * An image chosen from a file, uploaded at once, with a preview and removal. Only image files
 * are taken; when an upload fails the previous image stays.
 */
export function ImageField({ label, value, upload, onChange }: ImageFieldProps) {
  const toast = useToaster()
  const [uploading, setUploading] = useState(false)
  const id = useId()

  const choose = async (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Please choose an image file', intent: 'danger' })
      return
    }
    setUploading(true)
    try {
      onChange(await upload(file))
    } catch (error) {
      console.error('Image upload failed:', error)
      toast({
        title: 'Image upload failed',
        description: failureDescription(error),
        intent: 'danger',
      })
    } finally {
      setUploading(false)
    }
  }

  return (
    <ImageFieldGroup label={label} controlId={id} value={value} onChange={onChange}>
      <FileInput
        text={uploading ? 'Uploading...' : 'Choose an image...'}
        disabled={uploading}
        inputProps={{ id, accept: 'image/*' }}
        onInputChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
    </ImageFieldGroup>
  )
}
