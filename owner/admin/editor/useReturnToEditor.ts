import { type RefObject, useCallback, useRef } from 'react'
import type ReactQuill from 'react-quill-new'
import type { EditorRange } from './useQuillModules.ts'

/** Giving the keyboard back to the editor once a dialog over it has closed. */
export interface EditorReturn {
  /** Notes where the editor's cursor goes once the dialog has closed (null: where it was). */
  returnAfterClose: (range: EditorRange | null) => void
  /** Puts the cursor there, for the dialog's `onClosed`. */
  returnNow: () => void
}

/**
 * Gives the keyboard back to the editor once a dialog over it has closed, at the range the
 * dialog was about. Focusing the editor while the dialog is still open is undone by the dialog's
 * focus trap, so the range is noted as the dialog closes (`returnAfterClose`) and selected once
 * it has (`returnNow`, for the dialog's `onClosed`).
 */
export function useReturnToEditor(quill: RefObject<ReactQuill | null>): EditorReturn {
  const returnTo = useRef<EditorRange | null>(null)
  const returnAfterClose = useCallback((range: EditorRange | null) => {
    returnTo.current = range
  }, [])
  const returnNow = useCallback(() => {
    const range = returnTo.current
    returnTo.current = null
    if (range) quill.current?.getEditor().setSelection(range.index, range.length, 'user')
  }, [quill])
  return { returnAfterClose, returnNow }
}
