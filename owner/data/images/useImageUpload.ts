import { useCallback } from 'react'
import { isUnreachable } from '../../../shared/backend/errors.ts'
import {
  type ImageBucket,
  timestampedName,
  uploadImageFiles,
} from '../../../shared/backend/images.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { prepareImage } from '../../media/prepareImage.ts'
import { pendingImageRef, siblingFileId } from '../../offline/queue/pendingImages.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'

/** Where a form stores its image, and whether a 1200 × 630 sharing image is made (banners). */
export interface ImageDestination {
  bucket: ImageBucket
  share: boolean
}

/**
 * Storing an image chosen in a form: prepared here first (upright, without metadata, in sizes;
 * see prepareImage), then uploaded as `{stem}-{timestamp}.{extension}` with its variants beside
 * it. Where saves may wait for the backend (desktop) and it cannot be reached, the files are
 * kept on this computer and the form gets a pending reference, uploaded when the save syncs. An
 * image the app cannot take throws an ImageProblem saying why.
 */
export function useImageUpload({
  bucket,
  share,
}: ImageDestination): (stem: string, file: Blob) => Promise<ImageChoice> {
  const client = useBackend()
  const platform = usePlatform()
  return useCallback(
    async (stem: string, file: Blob) => {
      const prepared = await prepareImage(file, { share })
      const path = timestampedName(stem, prepared.original.type)
      try {
        const url = await uploadImageFiles(client, bucket, path, prepared)
        return { url, variants: prepared.variants }
      } catch (error) {
        if (!platform.queuesOfflineSaves || !isUnreachable(error)) throw error
        const fileId = crypto.randomUUID()
        await platform.drafts.saveFile(fileId, prepared.original)
        for (const { name, blob } of prepared.siblings) {
          await platform.drafts.saveFile(siblingFileId(fileId, name), blob)
        }
        return { url: pendingImageRef(bucket, fileId, path), variants: prepared.variants }
      }
    },
    [bucket, share, client, platform],
  )
}
