import { type RefObject, useEffect, useMemo, useRef } from 'react'
import type ReactQuill from 'react-quill-new'
import { IMAGE_FORMATS } from '../../../shared/domain/imageHeader.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { EDITOR_TOOLBAR } from './editorToolbar.ts'
import { type EditorImage, selectedImage } from './imageAlt.ts'
import { blockHandlers } from './blockHandlers.ts'
import { TABLE_MATCHERS } from './tableHtml.ts'
import type { WritingMode } from './useWritingMode.ts'

/** A stretch of the editor's text. */
export interface EditorRange {
  index: number
  length: number
}

interface QuillModulesOptions {
  quill: RefObject<ReactQuill | null>
  step: (direction: 'undo' | 'redo') => void
  /** The image button: asks where the image comes from. */
  onImageAsked: () => void
  insertFiles: (index: number, files: readonly File[]) => Promise<void>
  /** The link button was pressed with this text selected. */
  onLinkAsked: (selection: EditorRange) => void
  /** The alt text button was pressed with this image selected. */
  onAltTextAsked: (image: EditorImage) => void
  /** A writing mode's button was pressed: on, or back to the box. */
  onModeAsked: (mode: WritingMode) => void
}

/**
 * Quill's modules for the post editor: the spec's toolbar (and the writing modes' buttons),
 * images dropped in stored in sizes, and Undo and Redo from the editor's own history. Quill makes a new editor when these change,
 * so they change only when what they call does.
 */
export function useQuillModules({
  quill,
  step,
  onImageAsked,
  insertFiles,
  onLinkAsked,
  onAltTextAsked,
  onModeAsked,
}: QuillModulesOptions) {
  const toast = useToaster()
  // Quill's handlers are fixed at creation; they reach the current toaster through this ref.
  const latestToast = useRef(toast)
  useEffect(() => {
    latestToast.current = toast
  }, [toast])

  return useMemo(
    () => ({
      toolbar: {
        container: EDITOR_TOOLBAR,
        handlers: {
          link() {
            const selection = quill.current?.getEditor().getSelection()
            if (!selection || selection.length === 0) {
              latestToast.current({
                title: 'Please select some text first',
                description: 'Please select some text to turn into a link',
                intent: 'warning',
              })
              return
            }
            onLinkAsked(selection)
          },
          image: onImageAsked,
          'alt-text'() {
            const editor = quill.current?.getEditor()
            const image = editor ? selectedImage(editor, editor.getSelection()) : null
            if (!image) {
              latestToast.current({
                title: 'Please select an image first',
                description: 'Click an image in the post, or select it, to give it alt text',
                intent: 'warning',
              })
              return
            }
            onAltTextAsked(image)
          },
          ...blockHandlers(() => quill.current?.getEditor(), latestToast),
          undo: () => {
            step('undo')
          },
          redo: () => {
            step('redo')
          },
          'writing-mode': () => {
            onModeAsked('grow')
          },
          'full-window': () => {
            onModeAsked('full')
          },
        },
      },
      // A dropped image is stored in sizes like any other, never kept in the HTML as data.
      uploader: {
        mimetypes: IMAGE_FORMATS,
        handler: (range: EditorRange, files: File[]) => {
          void insertFiles(range.index, files)
        },
      },
      table: true,
      clipboard: { matchers: TABLE_MATCHERS },
      // The editor's snapshots are the history; Quill keeps none of its own.
      history: { maxStack: 0, userOnly: true },
      keyboard: {
        bindings: {
          undo: { key: 'z', shortKey: true, handler: () => (step('undo'), false) },
          redo: { key: 'z', shortKey: true, shiftKey: true, handler: () => (step('redo'), false) },
          redoY: { key: 'y', shortKey: true, handler: () => (step('redo'), false) },
        },
      },
    }),
    [quill, step, onImageAsked, insertFiles, onLinkAsked, onAltTextAsked, onModeAsked],
  )
}
