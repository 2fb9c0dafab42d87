import { type RefObject, useEffect, useLayoutEffect } from 'react'
import type ReactQuill from 'react-quill-new'
import { showHistorySteps } from './editorToolbar.ts'
import { toolbarOf } from './useEditorRoot.ts'

interface EditorChromeOptions {
  /** What is wrong with the content, shown under the editor as the element `problemId`. */
  problem: string | undefined
  problemId: string
  undoable: boolean
  redoable: boolean
}

/** What the editor shows around its text: whether it is invalid, and which history steps apply. */
export function useEditorChrome(
  quill: RefObject<ReactQuill | null>,
  { problem, problemId, undoable, redoable }: EditorChromeOptions,
): void {
  // Before paint, so a form can move focus to the editor as soon as it is marked invalid.
  useLayoutEffect(() => {
    const root = quill.current?.getEditor().root
    if (!root) return
    if (problem) {
      root.setAttribute('aria-invalid', 'true')
      root.setAttribute('aria-describedby', problemId)
    } else {
      root.removeAttribute('aria-invalid')
      root.removeAttribute('aria-describedby')
    }
  }, [quill, problem, problemId])

  useEffect(() => {
    const toolbar = toolbarOf(quill.current?.getEditor())
    if (toolbar) showHistorySteps(toolbar, undoable, redoable)
  }, [quill, undoable, redoable])
}
