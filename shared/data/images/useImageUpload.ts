import { useCallback } from 'react'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { isUnreachable } from '../../backend/errors.ts'
import { type ImageBucket, uploadImage } from '../../backend/images.ts'
import { pendingImageRef } from '../../offline/pendingImages.ts'

/**
 * Uploading an image chosen in a form. Where saves may wait for the backend (desktop) and it
 * cannot be reached, the file is kept on this computer and the form gets a pending reference,
 * uploaded when the save syncs.
 */
export function useImageUpload(bucket: ImageBucket): (path: string, file: File) => Promise<string> {
  const { client, platform } = useAdminEnvironment()
  return useCallback(
    async (path: string, file: File) => {
      try {
        return await uploadImage(client, bucket, path, file)
      } catch (error) {
        if (!platform.queuesOfflineSaves || !isUnreachable(error)) throw error
        const fileId = crypto.randomUUID()
        await platform.drafts.saveFile(fileId, file)
        return pendingImageRef(bucket, fileId, path)
      }
    },
    [bucket, client, platform],
  )
}
