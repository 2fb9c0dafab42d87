import {
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import ReactQuill from 'react-quill-new'
import {
  canRedo,
  canUndo,
  currentSnapshot,
  type EditorHistory,
  recordSnapshot,
  redo,
  startHistory,
  undo,
} from '../../domain/editorHistory.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { AltTextDialog } from './AltTextDialog.tsx'
import { LinkDialog } from './LinkDialog.tsx'
import { type EditorImage, clickedImage, selectedImage, setImageText } from './imageAlt.ts'
import { EDITOR_TOOLBAR, labelToolbar, showHistorySteps } from './editorToolbar.ts'
import { IMAGE_FORMATS } from '../../domain/imageHeader.ts'
import { type StoreBodyImage, useBodyImageInsert } from './useBodyImageInsert.ts'
import './registerQuillFormats.ts'
import './bodyImageBlots.ts'

/** Typing settles after 300 ms before the content is passed on (spec section 9). */
const SYNC_DELAY_MS = 300

/** What a form can ask of the editor directly. */
export interface RichTextEditorHandle {
  /** Passes on typing that has not settled yet, and returns the content as it is now. */
  flush: () => string
  /** Puts other content in the editor as one step that Undo takes back (a restored revision). */
  replace: (html: string) => void
}

interface RichTextEditorProps {
  initialHtml: string
  /** Receives the HTML 300 ms after typing stops, and at once when the editor loses focus. */
  onChange: (html: string) => void
  label: string
  /** Prepares and stores an image put into the content (by the image button, a paste or a drop). */
  storeImage: StoreBodyImage
  /** What is wrong with the content (none written, too long), shown under the editor. */
  problem?: string | undefined
  ref?: Ref<RichTextEditorHandle>
}

interface Selection {
  index: number
  length: number
}

/**
 * The post editor: Quill with the spec's toolbar, its own 50-snapshot undo history, pasting as
 * plain text, links that need selected text, and images stored in sizes (see useBodyImageInsert).
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  storeImage,
  problem,
  ref,
}: RichTextEditorProps) {
  const quill = useRef<ReactQuill>(null)
  const toast = useToaster()
  const [history, setHistory] = useState(() => startHistory(initialHtml))
  const [linkTarget, setLinkTarget] = useState<Selection | null>(null)
  const [altTarget, setAltTarget] = useState<EditorImage | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // Quill's handlers are fixed at creation; they reach the current values through these refs.
  const historyRef = useRef(history)
  const latest = useRef({ onChange, toast })
  useEffect(() => {
    latest.current = { onChange, toast }
  }, [onChange, toast])

  const images = useBodyImageInsert({
    quill,
    store: storeImage,
    onInserted: useCallback((index: number) => {
      setAltTarget({ index, alt: '', caption: '' })
    }, []),
  })
  const { insertFiles, pickFiles } = images

  const updateHistory = useCallback((next: EditorHistory) => {
    historyRef.current = next
    setHistory(next)
  }, [])

  /** Records what the editor shows now; typing that has not settled yet is kept too. */
  const recordCurrent = useCallback((): EditorHistory => {
    clearTimeout(timer.current)
    const editor = quill.current?.getEditor()
    if (!editor) return historyRef.current
    // Quill 2.0 writes every space as &nbsp;, which would stop published text from wrapping.
    const html = editor.getSemanticHTML().replaceAll('&nbsp;', ' ')
    if (html !== currentSnapshot(historyRef.current)) latest.current.onChange(html)
    const next = recordSnapshot(historyRef.current, html)
    updateHistory(next)
    return next
  }, [updateHistory])

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const recorded = recordCurrent()
      const next = direction === 'undo' ? undo(recorded) : redo(recorded)
      if (next === recorded) return
      updateHistory(next)
      const html = currentSnapshot(next)
      const editor = quill.current?.getEditor()
      editor?.setContents(editor.clipboard.convert({ html }), 'api')
      latest.current.onChange(html)
    },
    [recordCurrent, updateHistory],
  )

  const modules = useMemo(
    () => ({
      toolbar: {
        container: EDITOR_TOOLBAR,
        handlers: {
          link() {
            const selection = quill.current?.getEditor().getSelection()
            if (!selection || selection.length === 0) {
              latest.current.toast({
                title: 'Please select some text first',
                description: 'Please select some text to turn into a link',
                intent: 'warning',
              })
              return
            }
            setLinkTarget(selection)
          },
          image: pickFiles,
          'alt-text'() {
            const editor = quill.current?.getEditor()
            const image = editor ? selectedImage(editor, editor.getSelection()) : null
            if (!image) {
              latest.current.toast({
                title: 'Please select an image first',
                description: 'Click an image in the post, or select it, to give it alt text',
                intent: 'warning',
              })
              return
            }
            setAltTarget(image)
          },
          undo: () => {
            step('undo')
          },
          redo: () => {
            step('redo')
          },
        },
      },
      // A dropped image is stored in sizes like any other, never kept in the HTML as data.
      uploader: {
        mimetypes: IMAGE_FORMATS,
        handler: (range: Selection, files: File[]) => {
          void insertFiles(range.index, files)
        },
      },
      // The snapshots above are the history; Quill keeps none of its own.
      history: { maxStack: 0, userOnly: true },
      keyboard: {
        bindings: {
          undo: { key: 'z', shortKey: true, handler: () => (step('undo'), false) },
          redo: { key: 'z', shortKey: true, shiftKey: true, handler: () => (step('redo'), false) },
          redoY: { key: 'y', shortKey: true, handler: () => (step('redo'), false) },
        },
      },
    }),
    [step, pickFiles, insertFiles],
  )

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
      if (image) setAltTarget(image)
    }
    editor.root.addEventListener('paste', pastePlainText, true)
    editor.root.addEventListener('beforeinput', menuHistory, true)
    editor.root.addEventListener('click', askAltText)
    return () => {
      editor.root.removeEventListener('paste', pastePlainText, true)
      editor.root.removeEventListener('beforeinput', menuHistory, true)
      editor.root.removeEventListener('click', askAltText)
      clearTimeout(timer.current)
    }
  }, [label, step, insertFiles])

  const problemId = useId()
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
  }, [problem, problemId])

  const undoable = canUndo(history)
  const redoable = canRedo(history)
  useEffect(() => {
    const toolbar = toolbarOf(quill.current?.getEditor())
    if (toolbar) showHistorySteps(toolbar, undoable, redoable)
  }, [undoable, redoable])

  useImperativeHandle(
    ref,
    () => ({
      flush: () => currentSnapshot(recordCurrent()),
      replace: (html: string) => {
        const recorded = recordCurrent()
        const editor = quill.current?.getEditor()
        editor?.setContents(editor.clipboard.convert({ html }), 'api')
        updateHistory(recordSnapshot(recorded, html))
        latest.current.onChange(html)
      },
    }),
    [recordCurrent, updateHistory],
  )

  return (
    <div className={problem ? 'rich-text-editor rich-text-editor--invalid' : 'rich-text-editor'}>
      <ReactQuill
        ref={quill}
        theme="snow"
        defaultValue={initialHtml}
        modules={modules}
        onChange={(_html, _delta, source) => {
          if (source !== 'user') return
          clearTimeout(timer.current)
          timer.current = setTimeout(recordCurrent, SYNC_DELAY_MS)
        }}
        onBlur={recordCurrent}
      />
      {problem && (
        <p id={problemId} className="bp6-form-helper-text rich-text-editor__problem">
          {problem}
        </p>
      )}
      <LinkDialog
        isOpen={linkTarget !== null}
        onClose={() => {
          // Back to the editor with the text still selected, so typing carries on where it was.
          if (linkTarget) {
            quill.current?.getEditor().setSelection(linkTarget.index, linkTarget.length, 'user')
          }
          setLinkTarget(null)
        }}
        onInsert={(url) => {
          if (!linkTarget) return
          quill.current
            ?.getEditor()
            .formatText(linkTarget.index, linkTarget.length, 'link', url, 'user')
          recordCurrent()
        }}
      />
      {images.uploading && (
        <p role="status" className="bp6-form-helper-text rich-text-editor__status">
          Preparing and uploading the image...
        </p>
      )}
      <AltTextDialog
        image={altTarget}
        onClose={() => {
          if (altTarget) quill.current?.getEditor().setSelection(altTarget.index + 1, 0, 'user')
          setAltTarget(null)
        }}
        onSave={(text) => {
          const editor = quill.current?.getEditor()
          if (!editor || !altTarget) return
          setImageText(editor, altTarget, text)
          recordCurrent()
        }}
      />
    </div>
  )
}

/** The toolbar Quill built for this editor (a new one each time the editor is created). */
function toolbarOf(
  editor: { getModule: (name: string) => unknown } | undefined,
): HTMLElement | null {
  const toolbar = editor?.getModule('toolbar') as { container?: HTMLElement | null } | undefined
  return toolbar?.container ?? null
}
