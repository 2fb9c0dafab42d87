import { type RefObject, useCallback, useRef } from 'react'
import type ReactQuill from 'react-quill-new'
import type { EditorRange } from './useQuillModules.ts'

/**
 * Gives the keyboard back to the editor once a dialog over it has closed, at the range the
 * dialog was about. Focusing the editor while the dialog is still open is undone by the dialog's
 * focus trap, so the range is noted as the dialog closes (`returnAfterClose`) and selected once
 * it has (`returnNow`, for the dialog's `onClosed`).
 */
export function useReturnToEditor(quill: RefObject<ReactQuill | null>) {
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
