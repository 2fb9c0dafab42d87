import { type ImageChoice, readImageChoice } from '../../../shared/domain/imageVariants.ts'

/**
 * The history state that opens a post's editor with an image of the Media library to put in
 * (Media's Insert into post), and reading it back: null when there is none.
 */
export const insertImageState = (image: ImageChoice) => ({ insertImage: image })

export function imageToInsert(state: unknown): ImageChoice | null {
  if (typeof state !== 'object' || state === null || !('insertImage' in state)) return null
  return readImageChoice(state.insertImage)
}
