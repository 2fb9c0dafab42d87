import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react'
import ReactQuill from 'react-quill-new'
import { canRedo, canUndo, currentSnapshot } from '../../../shared/domain/editorHistory.ts'
import { EditorAltTextDialog } from './EditorAltTextDialog.tsx'
import { LinkDialog } from './LinkDialog.tsx'
import { useAltTextRequests } from './useAltTextRequests.ts'
import { useEditorChrome } from './useEditorChrome.ts'
import { useEditorHistory } from './useEditorHistory.ts'
import { useEditorRoot } from './useEditorRoot.ts'
import { useReturnToEditor } from './useReturnToEditor.ts'
import { type EditorRange, useQuillModules } from './useQuillModules.ts'
import type { StoreBodyImage } from './useBodyImageInsert.ts'
import { useImageSource } from './useImageSource.tsx'
import { useLinkEmbed } from './useLinkEmbed.ts'
import { type ImageOnOpen, useInsertOnOpen } from './useInsertOnOpen.ts'
import { type WritingMode, useWritingMode } from './useWritingMode.ts'
import './registerQuillFormats.ts'
import './bodyImageBlots.ts'
import './blockFormats.ts'
import './embedBlot.ts'

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
  /** An image to put at the end as the editor opens (Media's Insert into post). */
  insertOnOpen?: ImageOnOpen | null
  ref?: Ref<RichTextEditorHandle>
}

/** The editor's frame: marked when its content has a problem, and in its writing mode. */
const editorClass = (problem: string | undefined, mode: WritingMode) =>
  [
    'rich-text-editor',
    problem && 'rich-text-editor--invalid',
    mode !== 'box' && `rich-text-editor--${mode}`,
  ]
    .filter(Boolean)
    .join(' ')

/** What the editor is busy with, said while it lasts: an image going up, or a link being read. */
function EditorWork({ uploading, reading }: { uploading: boolean; reading: boolean }) {
  if (!uploading && !reading) return null
  return (
    <p role="status" className="bp6-form-helper-text rich-text-editor__status">
      {uploading ? 'Preparing and uploading the image...' : 'Reading the link for its embed...'}
    </p>
  )
}

/**
 * The post editor: Quill with the spec's toolbar, its own 50-snapshot undo history, pasting as
 * plain text, links that need selected text, images stored in sizes (see useBodyImageInsert),
 * and writing modes that give the text more room (useWritingMode).
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  storeImage,
  problem,
  insertOnOpen,
  ref,
}: RichTextEditorProps) {
  const quill = useRef<ReactQuill>(null)
  const [linkTarget, setLinkTarget] = useState<EditorRange | null>(null)
  const altText = useAltTextRequests()
  const { returnAfterClose, returnNow } = useReturnToEditor(quill)
  const { history, recordCurrent, step, replace, recordSoon, cancelPending } = useEditorHistory(
    quill,
    initialHtml,
    onChange,
  )

  const writing = useWritingMode(quill)
  const images = useImageSource(quill, storeImage, altText.ask, { returnAfterClose, returnNow })
  const { insertFiles } = images
  useInsertOnOpen(quill, insertOnOpen, images.insertStored)

  const modules = useQuillModules({
    quill,
    step,
    onImageAsked: images.askImage,
    insertFiles,
    onLinkAsked: setLinkTarget,
    onAltTextAsked: altText.ask,
    onModeAsked: writing.toggle,
  })
  const { pasteLink, reading } = useLinkEmbed(quill, recordCurrent)
  const root = { label, step, insertFiles, pasteLink, cancelPending }
  useEditorRoot(quill, { ...root, onImageClicked: altText.ask })
  const problemId = useId()
  useEditorChrome(quill, {
    problem,
    problemId,
    undoable: canUndo(history),
    redoable: canRedo(history),
  })

  useImperativeHandle(ref, () => ({ flush: () => currentSnapshot(recordCurrent()), replace }), [
    recordCurrent,
    replace,
  ])

  return (
    <div className={editorClass(problem, writing.mode)}>
      <ReactQuill
        ref={quill}
        theme="snow"
        defaultValue={initialHtml}
        modules={modules}
        onChange={(_html, _delta, source) => {
          if (source === 'user') recordSoon()
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
          returnAfterClose(linkTarget)
          setLinkTarget(null)
        }}
        onClosed={returnNow}
        onInsert={(url) => {
          if (!linkTarget) return
          quill.current
            ?.getEditor()
            .formatText(linkTarget.index, linkTarget.length, 'link', url, 'user')
          recordCurrent()
        }}
      />
      {images.dialog}
      <EditorWork uploading={images.uploading} reading={reading} />
      <EditorAltTextDialog
        quill={quill}
        requests={altText}
        editorReturn={{ returnAfterClose, returnNow }}
        onSaved={recordCurrent}
      />
    </div>
  )
}
