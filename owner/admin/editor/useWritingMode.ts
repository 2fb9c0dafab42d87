import { type RefObject, useCallback, useEffect, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import { toolbarOf } from './useEditorRoot.ts'

/**
 * How much room the editor takes: the spec's 400 px box, growing with its text under a toolbar
 * kept in view ('grow'), or the whole window ('full').
 */
export type WritingMode = 'box' | 'grow' | 'full'

/** The toolbar's two mode buttons: the mode each toggles, and the keys that do the same. */
const MODE_BUTTONS = {
  'writing-mode': { mode: 'grow', keys: 'Control+Shift+E Meta+Shift+E' },
  'full-window': { mode: 'full', keys: 'Control+Shift+Enter Meta+Shift+Enter' },
} as const
const MODE_KEYS: Record<string, WritingMode> = { e: 'grow', enter: 'full' }

/** How far above the bottom of what shows the cursor is kept while typing, in px. */
const CARET_MARGIN = 96

type Editor = ReturnType<ReactQuill['getEditor']>

/**
 * Scrolls the cursor clear of the sticky toolbar above and of the window's edge below: in
 * 'grow' the page scrolls, in 'full' the editing area does.
 */
function keepCaretInView(editor: Editor, mode: WritingMode): void {
  const range = editor.getSelection()
  const caret = range && editor.getBounds(range.index, range.length)
  if (!caret) return
  const box = editor.container.getBoundingClientRect()
  const top = box.top + caret.top
  const bottom = box.top + caret.bottom
  const scroller = mode === 'full' ? editor.root : null
  const area = scroller?.getBoundingClientRect()
  const above =
    mode === 'full' ? (area?.top ?? 0) : (toolbarOf(editor)?.getBoundingClientRect().bottom ?? 0)
  const below = Math.min(area?.bottom ?? window.innerHeight, window.innerHeight) - CARET_MARGIN
  const by = top < above ? top - above : bottom > below ? Math.min(bottom - below, top - above) : 0
  if (by === 0) return
  if (scroller) scroller.scrollTop += by
  else window.scrollBy(0, by)
}

/**
 * The editor's writing mode: the toolbar's Writing mode and Full window buttons (pressed when
 * on), Ctrl/Cmd+Shift+E and Ctrl/Cmd+Shift+Enter, and Esc back to the box; the cursor kept in
 * view while typing. Returns the mode and `toggle` (for the toolbar's handlers).
 */
export function useWritingMode(quill: RefObject<ReactQuill | null>) {
  const [mode, setMode] = useState<WritingMode>('box')
  const toggle = useCallback((asked: WritingMode) => {
    setMode((current) => (current === asked ? 'box' : asked))
  }, [])

  useEffect(() => {
    const editor = quill.current?.getEditor()
    const toolbar = toolbarOf(editor)
    if (!editor || !toolbar) return undefined
    for (const [format, button] of Object.entries(MODE_BUTTONS)) {
      const element = toolbar.querySelector(`button.ql-${format}`)
      element?.setAttribute('aria-pressed', String(mode === button.mode))
      element?.setAttribute('aria-keyshortcuts', button.keys)
    }
    const keys = (event: KeyboardEvent) => {
      const asked = MODE_KEYS[event.key.toLowerCase()]
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && asked) {
        event.preventDefault()
        event.stopPropagation()
        toggle(asked)
      } else if (event.key === 'Escape' && mode !== 'box') {
        event.preventDefault()
        setMode('box')
      }
    }
    const follow = (_name: string, ...args: unknown[]) => {
      if (mode !== 'box' && args.at(-1) === 'user') keepCaretInView(editor, mode)
    }
    const frame = editor.container.parentElement
    frame?.addEventListener('keydown', keys, true)
    editor.on('editor-change', follow)
    return () => {
      frame?.removeEventListener('keydown', keys, true)
      editor.off('editor-change', follow)
    }
  }, [quill, mode, toggle])

  return { mode, toggle }
}
