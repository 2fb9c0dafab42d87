import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import {
  type EditorHistory,
  currentSnapshot,
  recordSnapshot,
  redo,
  rewriteCurrent,
  startHistory,
  undo,
} from '../../../shared/domain/editorHistory.ts'
import { editorHtml } from './editorHtml.ts'

/** Typing settles after 300 ms before the content is passed on (spec section 9). */
const SYNC_DELAY_MS = 300

export interface EditorHistoryControls {
  history: EditorHistory
  /** Records what the editor shows now; typing that has not settled yet is kept too. */
  recordCurrent: () => EditorHistory
  step: (direction: 'undo' | 'redo') => void
  /** Puts other content in the editor as one step that Undo takes back (a restored revision). */
  replace: (html: string) => void
  /** Records the content once typing has settled. */
  recordSoon: () => void
  /** Forgets typing that has not settled (the editor is going away). */
  cancelPending: () => void
}

/**
 * The editor's own 50-snapshot undo history, and passing its content on: 300 ms after typing
 * stops, and at once on every recorded step.
 */
export function useEditorHistory(
  quill: RefObject<ReactQuill | null>,
  initialHtml: string,
  onChange: (html: string) => void,
): EditorHistoryControls {
  const [history, setHistory] = useState(() => startHistory(initialHtml))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Quill's handlers are fixed at creation; they reach the current values through these refs.
  const historyRef = useRef(history)
  const latestOnChange = useRef(onChange)
  useEffect(() => {
    latestOnChange.current = onChange
  }, [onChange])

  const updateHistory = useCallback((next: EditorHistory) => {
    historyRef.current = next
    setHistory(next)
  }, [])

  // The first snapshot is the body as the editor writes it, not as it was stored: otherwise the
  // editor's rewriting of it, seen after an undo back to it, would be recorded as a new step and
  // take away what Redo had. Taken in the commit that made the editor, before anything can be
  // typed: a passive effect, a frame later, could take the first typing for the stored body.
  useLayoutEffect(() => {
    const editor = quill.current?.getEditor()
    if (editor) updateHistory(rewriteCurrent(historyRef.current, editorHtml(editor)))
  }, [quill, updateHistory])

  const recordCurrent = useCallback((): EditorHistory => {
    clearTimeout(timer.current)
    const editor = quill.current?.getEditor()
    if (!editor) return historyRef.current
    const html = editorHtml(editor)
    if (html !== currentSnapshot(historyRef.current)) latestOnChange.current(html)
    const next = recordSnapshot(historyRef.current, html)
    updateHistory(next)
    return next
  }, [quill, updateHistory])

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const recorded = recordCurrent()
      const next = direction === 'undo' ? undo(recorded) : redo(recorded)
      if (next === recorded) return
      updateHistory(next)
      const html = currentSnapshot(next)
      const editor = quill.current?.getEditor()
      editor?.setContents(editor.clipboard.convert({ html }), 'api')
      latestOnChange.current(html)
    },
    [quill, recordCurrent, updateHistory],
  )

  const replace = useCallback(
    (html: string) => {
      const recorded = recordCurrent()
      const editor = quill.current?.getEditor()
      if (!editor) return
      editor.setContents(editor.clipboard.convert({ html }), 'api')
      const written = editorHtml(editor)
      updateHistory(recordSnapshot(recorded, written))
      latestOnChange.current(written)
    },
    [quill, recordCurrent, updateHistory],
  )

  const recordSoon = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(recordCurrent, SYNC_DELAY_MS)
  }, [recordCurrent])

  const cancelPending = useCallback(() => {
    clearTimeout(timer.current)
  }, [])

  return { history, recordCurrent, step, replace, recordSoon, cancelPending }
}
