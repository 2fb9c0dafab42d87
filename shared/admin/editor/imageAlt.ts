import { Quill } from 'react-quill-new'

/** An image in the editor's content: where it is, and its alt text as it is now. */
export interface EditorImage {
  index: number
  alt: string
}

interface Range {
  index: number
  length: number
}

/** The image at `index`, or null when something else is there. */
function imageAt(editor: Quill, index: number): EditorImage | null {
  if (index < 0) return null
  const [op] = editor.getContents(index, 1).ops
  const insert: unknown = op?.insert
  if (typeof insert !== 'object' || insert === null || !('image' in insert)) return null
  const alt = op?.attributes?.alt
  return { index, alt: typeof alt === 'string' ? alt : '' }
}

/**
 * The image the selection is on: the one selected (as Shift+Arrow selects it), or the one just
 * before the cursor (where a click beside it, or typing after it, leaves the cursor).
 */
export function selectedImage(editor: Quill, range: Range | null): EditorImage | null {
  if (!range) return null
  if (range.length === 1) return imageAt(editor, range.index)
  return range.length === 0 ? imageAt(editor, range.index - 1) : null
}

/** The image an element of the content is, or null when it is not one of the editor's images. */
export function clickedImage(editor: Quill, target: EventTarget | null): EditorImage | null {
  if (!(target instanceof HTMLImageElement)) return null
  const blot = Quill.find(target)
  if (!blot || blot instanceof Quill) return null
  return imageAt(editor, editor.getIndex(blot))
}

/** Gives the image its alt text, or takes it away when the text is empty, as one user edit. */
export function setImageAlt(editor: Quill, image: EditorImage, alt: string): void {
  editor.formatText(image.index, 1, 'alt', alt.trim() === '' ? false : alt.trim(), 'user')
}
