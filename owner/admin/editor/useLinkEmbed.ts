import { type RefObject, useCallback, useState } from 'react'
import type ReactQuill from 'react-quill-new'
import { linkEmbed } from '../../../shared/backend/linkPreview.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'

/** A link as pasted: one web address and nothing else. */
const LINK_ALONE = /^https?:\/\/\S+$/i

export interface LinkEmbedControls {
  /**
   * Puts a pasted link that is alone on an empty plain line in as a link, then makes an embed of it
   * once its preview is read; false (nothing done) for any other paste.
   */
  pasteLink: (index: number, text: string) => boolean
  /** Whether a preview is being read. */
  reading: boolean
}

/**
 * A link pasted on a line of its own becomes an embed: first the plain link, recorded as a step
 * of the editor's history, then, once the link-preview function has read it, the video or card
 * in its place as the next step, so Undo brings the plain link back. When the page offers no
 * preview, or the link was changed meanwhile, the link stays a link.
 */
export function useLinkEmbed(
  quill: RefObject<ReactQuill | null>,
  recordCurrent: () => void,
): LinkEmbedControls {
  const backend = useBackend()
  const toast = useToaster()
  const [reading, setReading] = useState(0)

  const pasteLink = useCallback(
    (index: number, text: string) => {
      const url = text.trim()
      const editor = quill.current?.getEditor()
      if (!editor || !LINK_ALONE.test(url)) return false
      // An empty plain line: not a heading, a list item, a quote, code or a table cell.
      const [line, offset] = editor.getLine(index)
      const plainLine = Object.keys(editor.getFormat(index, 0)).length === 0
      if (!line || offset !== 0 || line.length() > 1 || !plainLine) return false
      editor.insertText(index, url, { link: url }, 'user')
      editor.setSelection(index + url.length, 0, 'user')
      recordCurrent()
      setReading((count) => count + 1)
      linkEmbed(backend, url)
        .then((embed) => {
          // Made only while the link is still there as pasted, alone on its line.
          const now = quill.current?.getEditor()
          if (!now) return
          const [still] = now.getLine(index)
          const alone = still?.length() === url.length + 1
          if (!alone || now.getText(index, url.length + 1) !== `${url}\n`) return
          now.deleteText(index, url.length, 'user')
          now.insertEmbed(index, 'embed', embed, 'user')
          now.setSelection(index + 1, 0, 'user')
          recordCurrent()
        })
        .catch((error: unknown) => {
          toast({
            title: 'The link stays a link',
            description: error instanceof Error ? error.message : String(error),
            intent: 'warning',
          })
        })
        .finally(() => {
          setReading((count) => count - 1)
        })
      return true
    },
    [quill, recordCurrent, backend, toast],
  )
  return { pasteLink, reading: reading > 0 }
}
