import { type RefObject, useEffect } from 'react'
import type ReactQuill from 'react-quill-new'
import { labelToolbar } from './editorToolbar.ts'
import { type EditorImage, clickedImage } from './imageAlt.ts'

/** The toolbar Quill built for this editor (a new one each time the editor is created). */
export function toolbarOf(
  editor: { getModule: (name: string) => unknown } | undefined,
): HTMLElement | null {
  const toolbar = editor?.getModule('toolbar') as { container?: HTMLElement | null } | undefined
  return toolbar?.container ?? null
}

interface EditorRootOptions {
  label: string
  step: (direction: 'undo' | 'redo') => void
  insertFiles: (index: number, files: readonly File[]) => Promise<void>
  onImageClicked: (image: EditorImage) => void
  /** Forgets typing that has not settled, when the editor goes away. */
  cancelPending: () => void
}

/**
 * The editing area as assistive technology and the owner meet it: named and labelled, pasting
 * plain text, Undo and Redo from menus through the editor's history, and a click on an image
 * asking for its alt text. Set up again for each editor Quill creates.
 */
export function useEditorRoot(
  quill: RefObject<ReactQuill | null>,
  { label, step, insertFiles, onImageClicked, cancelPending }: EditorRootOptions,
): void {
  useEffect(() => {
    const editor = quill.current?.getEditor()
    if (!editor) return undefined
    editor.root.setAttribute('aria-label', label)
    editor.root.setAttribute('role', 'textbox')
    editor.root.setAttribute('aria-multiline', 'true')
    const toolbar = toolbarOf(editor)
    if (toolbar) labelToolbar(toolbar)
    // Pasted text arrives as plain text: formatting from elsewhere never leaks into a post. A
    // pasted image file is stored as one put in by the image button.
    const pastePlainText = (event: ClipboardEvent) => {
      event.preventDefault()
      const files = [...(event.clipboardData?.files ?? [])]
      if (files.some((file) => file.type.startsWith('image/'))) {
        void insertFiles(editor.getSelection(true).index, files)
        return
      }
      const text = event.clipboardData?.getData('text/plain') ?? ''
      const range = editor.getSelection(true)
      editor.deleteText(range.index, range.length, 'user')
      editor.insertText(range.index, text, 'user')
      editor.setSelection(range.index + text.length, 0, 'user')
    }
    // Undo and Redo from a menu (the browser's, or the desktop app's Edit menu) use this
    // editor's history too, not the browser's own.
    const menuHistory = (event: InputEvent) => {
      if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return
      event.preventDefault()
      step(event.inputType === 'historyUndo' ? 'undo' : 'redo')
    }
    // Clicking an image of the post asks for its alt text.
    const askAltText = (event: MouseEvent) => {
      const image = clickedImage(editor, event.target)
      if (image) onImageClicked(image)
    }
    editor.root.addEventListener('paste', pastePlainText, true)
    editor.root.addEventListener('beforeinput', menuHistory, true)
    editor.root.addEventListener('click', askAltText)
    return () => {
      editor.root.removeEventListener('paste', pastePlainText, true)
      editor.root.removeEventListener('beforeinput', menuHistory, true)
      editor.root.removeEventListener('click', askAltText)
      cancelPending()
    }
  }, [quill, label, step, insertFiles, onImageClicked, cancelPending])
}
