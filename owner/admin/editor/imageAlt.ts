import Delta from 'quill-delta'
import { Quill } from 'react-quill-new'
import { readBodyImage } from '../../../shared/domain/bodyImages.ts'

/**
 * An image in the editor's content: its element (a figure, or an image inside a paragraph), its
 * alt text as it is now, and its caption (null for an image inside a paragraph, which has none).
 * The element, not its index, says which image it is: what is typed or put in above it while
 * its dialog is open moves it, and its text must still go to it.
 */
export interface EditorImage {
  node: Node
  alt: string
  caption: string | null
}

/** What the owner says of an image: its alt text, and the caption of a figure. */
export interface ImageText {
  alt: string
  caption: string | null
}

interface Range {
  index: number
  length: number
}

/** The image at `index`, or null when something else is there. */
export function imageAt(editor: Quill, index: number): EditorImage | null {
  if (index < 0) return null
  const [op] = editor.getContents(index, 1).ops
  const insert: unknown = op?.insert
  if (typeof insert !== 'object' || insert === null) return null
  // A figure is a line of its own; in a line, the leaf that ends at index + 1 is the image.
  const [figure] = editor.getLine(index)
  const [image] = editor.getLeaf(index + 1)
  if ('figure' in insert && figure) {
    const { alt, caption } = readBodyImage(insert.figure)
    return { node: figure.domNode, alt, caption }
  }
  if (!('image' in insert) || !image) return null
  const alt = op?.attributes?.alt
  return { node: image.domNode, alt: typeof alt === 'string' ? alt : '', caption: null }
}

/** Where the image is in the content now, or null when it is no longer there. */
export function imageIndex(editor: Quill, image: EditorImage): number | null {
  if (!editor.root.contains(image.node)) return null
  const blot = Quill.find(image.node)
  return blot && !(blot instanceof Quill) ? editor.getIndex(blot) : null
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
  // An image in a figure is part of the figure's blot: look for it from the image up.
  const blot = Quill.find(target, true)
  if (!blot || blot instanceof Quill) return null
  return imageAt(editor, editor.getIndex(blot))
}

/**
 * Gives the image its alt text (taken away when empty) and a figure its caption, as one user
 * edit, wherever the image is now. Returns its index, or null when it is no longer in the
 * content and nothing was changed.
 */
export function setImageText(editor: Quill, image: EditorImage, text: ImageText): number | null {
  const index = imageIndex(editor, image)
  if (index === null) return null
  const alt = text.alt.trim()
  if (image.caption === null) {
    editor.formatText(index, 1, 'alt', alt === '' ? false : alt, 'user')
    return index
  }
  const [op] = editor.getContents(index, 1).ops
  const insert: unknown = op?.insert
  if (typeof insert !== 'object' || insert === null || !('figure' in insert)) return null
  const figure = { ...readBodyImage(insert.figure), alt, caption: (text.caption ?? '').trim() }
  editor.updateContents(new Delta().retain(index).delete(1).insert({ figure }), 'user')
  return index
}
