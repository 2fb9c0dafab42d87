import { type RefObject, useEffect } from 'react'
import type ReactQuill from 'react-quill-new'
import { labelToolbar } from './editorToolbar.ts'
import { sanitizeInBrowser } from '../sanitizeInBrowser.ts'
import { type EditorImage, clickedImage } from './imageAlt.ts'
import { pastedHtml } from './pastedHtml.ts'

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
  /** A pasted link alone on its line becomes an embed (useLinkEmbed); false for other pastes. */
  pasteLink: (index: number, text: string) => boolean
  /** Forgets typing that has not settled, when the editor goes away. */
  cancelPending: () => void
}

/**
 * The editing area as assistive technology and the owner meet it: named and labelled, pasting
 * structure without style (or plain text, asked for), Undo and Redo from menus through the editor's history, and a click on an image
 * asking for its alt text. Set up again for each editor Quill creates.
 */
export function useEditorRoot(
  quill: RefObject<ReactQuill | null>,
  { label, step, insertFiles, onImageClicked, pasteLink, cancelPending }: EditorRootOptions,
): void {
  useEffect(() => {
    const editor = quill.current?.getEditor()
    if (!editor) return undefined
    editor.root.setAttribute('aria-label', label)
    editor.root.setAttribute('role', 'textbox')
    editor.root.setAttribute('aria-multiline', 'true')
    const toolbar = toolbarOf(editor)
    if (toolbar) labelToolbar(toolbar)
    // Pasted text keeps its structure (headings, lists, links, emphasis, quotes, code, tables)
    // and none of its look; Ctrl/Cmd+Shift+V, or a paste into code, gives plain text. A pasted
    // image file is stored as one put in by the image button.
    let plainAsked = false
    const askPlain = (event: KeyboardEvent) => {
      plainAsked =
        (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'v'
    }
    const paste = (event: ClipboardEvent) => {
      event.preventDefault()
      const plain = plainAsked
      plainAsked = false
      const files = [...(event.clipboardData?.files ?? [])]
      if (files.some((file) => file.type.startsWith('image/'))) {
        void insertFiles(editor.getSelection(true).index, files)
        return
      }
      const range = editor.getSelection(true)
      const html = event.clipboardData?.getData('text/html') ?? ''
      const text = event.clipboardData?.getData('text/plain') ?? ''
      if (!plain && range.length === 0 && pasteLink(range.index, text)) return
      editor.deleteText(range.index, range.length, 'user')
      if (html !== '' && !plain && !editor.getFormat(range.index)['code-block']) {
        const parsed = new DOMParser().parseFromString(html, 'text/html')
        editor.clipboard.dangerouslyPasteHTML(
          range.index,
          pastedHtml(parsed, sanitizeInBrowser),
          'user',
        )
        return
      }
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
    // Quill reads where the cursor went a moment after it moved, and a toolbar button puts its
    // block where Quill last read it. Leaving the editor for the toolbar (Tab, a click) straight
    // after a move (Home, an arrow) came before that read on a busy computer: read it on leaving.
    const noteCursor = () => {
      editor.update('user')
    }
    editor.root.addEventListener('blur', noteCursor)
    editor.root.addEventListener('keydown', askPlain, true)
    editor.root.addEventListener('paste', paste, true)
    editor.root.addEventListener('beforeinput', menuHistory, true)
    editor.root.addEventListener('click', askAltText)
    return () => {
      editor.root.removeEventListener('blur', noteCursor)
      editor.root.removeEventListener('keydown', askPlain, true)
      editor.root.removeEventListener('paste', paste, true)
      editor.root.removeEventListener('beforeinput', menuHistory, true)
      editor.root.removeEventListener('click', askAltText)
      cancelPending()
    }
  }, [quill, label, step, insertFiles, onImageClicked, pasteLink, cancelPending])
}
