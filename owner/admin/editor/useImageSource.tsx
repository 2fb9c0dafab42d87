import { type ReactNode, type RefObject, useCallback, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { ImageSourceDialog } from './ImageSourceDialog.tsx'
import type { EditorRange } from './useQuillModules.ts'

/** How images go in: files asked for, or a stored image, at an index. */
interface ImageInserts {
  pickFiles: (at: number) => void
  insertStored: (at: number, choice: ImageChoice) => void
}

/** Giving the keyboard back to the editor once the dialog has closed (useReturnToEditor). */
interface EditorReturn {
  returnAfterClose: (range: EditorRange | null) => void
  returnNow: () => void
}

/**
 * The image button: asks where the image comes from (an upload, or the Media library) and puts
 * it where the cursor was. Render `dialog` once in the editor.
 */
export function useImageSource(
  quill: RefObject<ReactQuill | null>,
  { pickFiles, insertStored }: ImageInserts,
  { returnAfterClose, returnNow }: EditorReturn,
): { askImage: () => void; dialog: ReactNode } {
  const [at, setAt] = useState<number | null>(null)
  const askImage = useCallback(() => {
    const editor = quill.current?.getEditor()
    if (editor) setAt(editor.getSelection(true).index)
  }, [quill])
  const close = () => {
    returnAfterClose(at === null ? null : { index: at, length: 0 })
    setAt(null)
  }
  const dialog = (
    <ImageSourceDialog
      isOpen={at !== null}
      onClose={close}
      onClosed={returnNow}
      onUpload={() => {
        if (at !== null) pickFiles(at)
        close()
      }}
      onChoose={(choice) => {
        if (at !== null) insertStored(at, choice)
        setAt(null)
      }}
    />
  )
  return { askImage, dialog }
}
