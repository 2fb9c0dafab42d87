import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import { failureDescription } from '../../backend/errors.ts'
import { bodyImage } from '../../domain/bodyImages.ts'
import { ImageProblem } from '../../domain/imageLimits.ts'
import type { ImageChoice } from '../../domain/imageVariants.ts'
import { isPendingImage } from '../../offline/pendingImages.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { showWaitingImage } from './bodyImageBlots.ts'

/** Prepares an image file and stores it with its sizes under the post (see useImageUpload). */
export type StoreBodyImage = (file: Blob) => Promise<ImageChoice>

interface BodyImageInsertOptions {
  quill: RefObject<ReactQuill | null>
  store: StoreBodyImage
  /** Called once an image is in the content, at its index (to ask for its alt text). */
  onInserted: (index: number) => void
}

/**
 * Images into the post's body, however they come (the toolbar's button, a paste, a drop): each
 * file is prepared and stored as the banner is, then inserted as a figure at the place it was
 * put, one after another. A file that cannot be taken is refused with the reason.
 */
export function useBodyImageInsert({ quill, store, onInserted }: BodyImageInsertOptions) {
  const toast = useToaster()
  const [uploading, setUploading] = useState(0)
  // Quill's handlers are fixed at creation; they reach the current values through this ref.
  const latest = useRef({ store, onInserted, toast })
  useEffect(() => {
    latest.current = { store, onInserted, toast }
  }, [store, onInserted, toast])

  const insertFiles = useCallback(
    async (at: number, files: readonly File[]) => {
      let index = at
      for (const file of files.filter((candidate) => candidate.type.startsWith('image/'))) {
        setUploading((count) => count + 1)
        try {
          const choice = await latest.current.store(file)
          const editor = quill.current?.getEditor()
          if (!editor) return
          if (isPendingImage(choice.url)) showWaitingImage(choice.url, file)
          index = Math.min(index, editor.getLength() - 1)
          editor.insertEmbed(index, 'figure', bodyImage(choice), 'user')
          editor.setSelection(index + 1, 0, 'user')
          latest.current.onInserted(index)
          index++
        } catch (error) {
          console.error('Storing the image failed:', error)
          latest.current.toast({
            ...(error instanceof ImageProblem
              ? { title: error.message }
              : { title: 'Image upload failed', description: failureDescription(error) }),
            intent: 'danger',
          })
        } finally {
          setUploading((count) => count - 1)
        }
      }
    },
    [quill],
  )

  /** Asks for image files, as the toolbar's image button does, and inserts them at the cursor. */
  const pickFiles = useCallback(() => {
    const editor = quill.current?.getEditor()
    if (!editor) return
    const at = editor.getSelection(true).index
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/*'
    input.multiple = true
    input.addEventListener('change', () => {
      void insertFiles(at, [...(input.files ?? [])])
    })
    input.click()
  }, [quill, insertFiles])

  return { insertFiles, pickFiles, uploading: uploading > 0 }
}
