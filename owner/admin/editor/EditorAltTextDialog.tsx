import type { RefObject } from 'react'
import type ReactQuill from 'react-quill-new'
import { useToaster } from '../../ui/Toaster.tsx'
import { AltTextDialog } from './AltTextDialog.tsx'
import { imageIndex, setImageText } from './imageAlt.ts'
import type { AltTextRequests } from './useAltTextRequests.ts'
import type { EditorReturn } from './useReturnToEditor.ts'

interface EditorAltTextDialogProps {
  quill: RefObject<ReactQuill | null>
  /** The images asking for their alt text, one at a time. */
  requests: AltTextRequests
  editorReturn: EditorReturn
  /** Called once an image's text is in the content (to record it as a step). */
  onSaved: () => void
}

/**
 * The alt text dialog over the editor: it writes what the owner gives to the image it was
 * opened for, wherever that image is now, and then puts the cursor just after it, so typing
 * carries on below it. An image taken out meanwhile is said to be gone, not silently skipped.
 */
export function EditorAltTextDialog({
  quill,
  requests,
  editorReturn: { returnAfterClose, returnNow },
  onSaved,
}: EditorAltTextDialogProps) {
  const toast = useToaster()
  const image = requests.current
  return (
    <AltTextDialog
      key={requests.turn}
      image={image}
      onClose={() => {
        // A saved figure is a new one, whose place onSave noted.
        const editor = quill.current?.getEditor()
        const at = editor && image ? imageIndex(editor, image) : null
        if (at !== null) returnAfterClose({ index: at + 1, length: 0 })
        requests.close()
      }}
      onClosed={() => {
        returnNow()
        requests.closed()
      }}
      onSave={(text) => {
        const editor = quill.current?.getEditor()
        if (!editor || !image) return
        const at = setImageText(editor, image, text)
        if (at === null) {
          toast({
            title: 'The image is no longer in the post',
            description: 'Its alt text was not saved.',
            intent: 'warning',
          })
          return
        }
        returnAfterClose({ index: at + 1, length: 0 })
        onSaved()
      }}
    />
  )
}
