import { type RefObject, useEffect, useRef } from 'react'
import type ReactQuill from 'react-quill-new'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'

/** An image the editor puts in as it opens (Media's Insert into post), and what to do after. */
export interface ImageOnOpen {
  image: ImageChoice
  onInserted: () => void
}

/**
 * Puts the image asked for at the end of the post once the editor is there, as Choose from Media
 * does (`insertStored`, which then asks for its alt text): once per editor Quill creates.
 */
export function useInsertOnOpen(
  quill: RefObject<ReactQuill | null>,
  asked: ImageOnOpen | null | undefined,
  insertStored: (at: number, image: ImageChoice) => void,
): void {
  const insertedInto = useRef<unknown>(null)
  useEffect(() => {
    const editor = quill.current?.getEditor()
    if (!editor || !asked || insertedInto.current === editor) return
    insertedInto.current = editor
    insertStored(editor.getLength() - 1, asked.image)
    asked.onInserted()
  }, [quill, asked, insertStored])
}
