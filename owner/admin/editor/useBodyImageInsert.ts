import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import type { Quill } from 'react-quill-new'
import { failureDescription } from '../../../shared/backend/errors.ts'
import { bodyImage } from '../../../shared/domain/bodyImages.ts'
import { ImageProblem } from '../../../shared/domain/imageLimits.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { isPendingImage } from '../../offline/queue/pendingImages.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { showWaitingImage } from './bodyImageBlots.ts'

/**
 * Where an image put at `index` goes: between blocks, as in WordPress and Ghost, never splitting
 * a paragraph. At the start of a line it goes before that line; inside one, after it.
 */
function blockBoundary(editor: Quill, index: number): number {
  const [line, offset] = editor.getLine(index)
  if (!line || offset === 0) return index
  return editor.getIndex(line) + line.length()
}

/**
 * Where a figure inserted at `index` went: there at the start of a line; after it (on a line of
 * its own) where the line had text before that point, which Quill splits off.
 */
function figureAt(editor: Quill, index: number): number {
  const [op] = editor.getContents(index, 1).ops
  const insert: unknown = op?.insert
  return typeof insert === 'object' && insert !== null && 'figure' in insert ? index : index + 1
}

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

  /** Puts a stored image in at `index`, as a figure, and asks for its alt text; the next index. */
  const place = useCallback(
    (index: number, choice: ImageChoice): number => {
      const editor = quill.current?.getEditor()
      if (!editor) return index
      editor.insertEmbed(
        Math.min(index, editor.getLength() - 1),
        'figure',
        bodyImage(choice),
        'user',
      )
      const at = figureAt(editor, index)
      editor.setSelection(at + 1, 0, 'user')
      latest.current.onInserted(at)
      return at + 1
    },
    [quill],
  )

  const insertFiles = useCallback(
    async (at: number, files: readonly File[]) => {
      const opened = quill.current?.getEditor()
      let index = opened ? blockBoundary(opened, at) : at
      for (const file of files.filter((candidate) => candidate.type.startsWith('image/'))) {
        setUploading((count) => count + 1)
        try {
          const choice = await latest.current.store(file)
          if (!quill.current?.getEditor()) return
          if (isPendingImage(choice.url)) showWaitingImage(choice.url, file)
          index = place(index, choice)
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
    [quill, place],
  )

  /** Puts an image already in Storage (chosen from Media) in at `at`, between blocks. */
  const insertStored = useCallback(
    (at: number, choice: ImageChoice) => {
      const editor = quill.current?.getEditor()
      if (editor) place(blockBoundary(editor, at), choice)
    },
    [quill, place],
  )

  /** Asks for image files, as the image button's Upload does, and inserts them at `at`. */
  const pickFiles = useCallback(
    (at: number) => {
      const input = document.createElement('input')
      input.type = 'file'
      input.accept = 'image/*'
      input.multiple = true
      input.addEventListener('change', () => {
        void insertFiles(at, [...(input.files ?? [])])
      })
      input.click()
    },
    [insertFiles],
  )

  return { insertFiles, insertStored, pickFiles, uploading: uploading > 0 }
}
