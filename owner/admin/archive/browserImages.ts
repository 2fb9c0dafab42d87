import { asBytes } from '../../archive/bytes.ts'
import type { ImagePreparer } from '../../archive/importers/importedImages.ts'
import { prepareImage } from '../../media/prepareImage.ts'

const bytesOf = async (blob: Blob) => asBytes(new Uint8Array(await blob.arrayBuffer()))

/** An imported image prepared in the browser exactly as the editor prepares a picked one. */
export const prepareInBrowser: ImagePreparer = async (bytes, { share }) => {
  const prepared = await prepareImage(new Blob([bytes]), { share })
  return {
    original: await bytesOf(prepared.original),
    siblings: await Promise.all(
      prepared.siblings.map(async ({ name, blob }) => ({ name, bytes: await bytesOf(blob) })),
    ),
    variants: prepared.variants,
  }
}
