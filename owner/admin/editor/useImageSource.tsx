import { type RefObject, useCallback, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import { ImageSourceDialog } from './ImageSourceDialog.tsx'
import { type EditorImage, imageAt } from './imageAlt.ts'
import { type StoreBodyImage, useBodyImageInsert } from './useBodyImageInsert.ts'
import type { EditorReturn } from './useReturnToEditor.ts'

/**
 * Images into the body (useBodyImageInsert), each then described (`askAltText`), and the image
 * button: it asks where the image comes from (an upload, or the Media library) and puts it
 * where the cursor was. Render `dialog` once in the editor.
 */
export function useImageSource(
  quill: RefObject<ReactQuill | null>,
  store: StoreBodyImage,
  askAltText: (image: EditorImage) => void,
  { returnAfterClose, returnNow }: EditorReturn,
) {
  const onInserted = useCallback(
    (index: number) => {
      const editor = quill.current?.getEditor()
      const image = editor ? imageAt(editor, index) : null
      if (image) askAltText(image)
    },
    [quill, askAltText],
  )
  const images = useBodyImageInsert({ quill, store, onInserted })
  const { pickFiles, insertStored } = images
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
  return { ...images, askImage, dialog }
}
