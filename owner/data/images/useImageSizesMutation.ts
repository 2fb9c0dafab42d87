import { useState } from 'react'
import { toBackendError } from '../../../shared/backend/errors.ts'
import {
  IMAGE_COLUMNS,
  type ImageWithoutSizes,
  recordImageSizes,
  removeStoredImage,
} from '../../../shared/backend/imageColumns.ts'
import { timestampedName, uploadImageFiles } from '../../../shared/backend/images.ts'
import { slugify } from '../../../shared/domain/slug.ts'
import type { BackendClient } from '../../../shared/backend/client.ts'
import { dataImageFile } from '../../media/dataImage.ts'
import { prepareImage } from '../../media/prepareImage.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { imageKeys } from './keys.ts'

/** How far making sizes has come. */
export interface ImageSizesProgress {
  done: number
  total: number
}

/** What making sizes came to: images done, and those left as they were, with why. */
export interface ImageSizesOutcome {
  made: number
  skipped: { name: string; reason: string }[]
}

/**
 * Makes the sizes of images stored before they were made, one image after another: each is read
 * (from Storage, or from its row for a publication image kept there as a data string), prepared
 * as a newly picked image is (upright, metadata dropped, in sizes), stored, and its row pointed
 * at it; the old file is then removed from Storage. A row changed meanwhile keeps its image, to
 * be done next time.
 */
export function useImageSizesMutation() {
  const client = useBackend()
  const [progress, setProgress] = useState<ImageSizesProgress | null>(null)
  const mutation = useOwnerMutation({
    mutationFn: async (images: readonly ImageWithoutSizes[]): Promise<ImageSizesOutcome> => {
      const outcome: ImageSizesOutcome = { made: 0, skipped: [] }
      setProgress({ done: 0, total: images.length })
      for (const [index, image] of images.entries()) {
        try {
          if (await giveSizes(client, image)) outcome.made++
          else outcome.skipped.push({ name: image.name, reason: 'it was changed meanwhile' })
        } catch (error) {
          console.error(`Making the sizes of ${image.url.slice(0, 80)} failed:`, error)
          outcome.skipped.push({ name: image.name, reason: toBackendError(error).message })
        }
        setProgress({ done: index + 1, total: images.length })
      }
      return outcome
    },
    invalidates: [imageKeys.all, ...IMAGE_COLUMNS.flatMap(({ table }) => tableKeys(table))],
    done: ({ made, skipped }) => ({
      title: `Web sizes made for ${String(made)} ${made === 1 ? 'image' : 'images'}`,
      description:
        skipped.length > 0
          ? `Left as they were: ${skipped.map(({ name, reason }) => `${name} (${reason})`).join('; ')}`
          : undefined,
      intent: skipped.length > 0 ? 'warning' : 'success',
    }),
    failed: (reason) => ({ title: `Making web sizes failed: ${reason}`, intent: 'danger' }),
  })
  return { ...mutation, progress: mutation.isPending ? progress : null }
}

async function giveSizes(client: BackendClient, image: ImageWithoutSizes): Promise<boolean> {
  const { place } = image
  const prepared = await prepareImage(await imageFile(image.url), { share: place.share })
  const stem = `${place.folder}${slugify(image.name) || 'image'}`
  const path = timestampedName(stem, prepared.original.type)
  const url = await uploadImageFiles(client, place.bucket, path, prepared)
  if (!(await recordImageSizes(client, image, url, prepared.variants))) return false
  await removeStoredImage(client, image.url)
  return true
}

/** The bytes of a stored image: decoded from a data string, or downloaded. */
async function imageFile(url: string): Promise<Blob> {
  const inline = dataImageFile(url)
  if (inline) return inline
  const response = await fetch(url)
  if (!response.ok)
    throw new Error(`The image could not be downloaded (HTTP ${String(response.status)})`)
  return response.blob()
}
