import { useState } from 'react'
import { failureDescription } from '../../../shared/backend/errors.ts'
import { mediaFileUrl } from '../../../shared/backend/media.ts'
import { type MediaItem, mediaImageChoice } from '../../../shared/domain/media.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { loadedImageSize } from './loadedImageSize.ts'

/**
 * An image of the Media library as the editor inserts it: its address and web sizes, with the
 * original's size (which the web sizes' names do not tell) once it has loaded. `loading` names
 * the item being loaded; an image that cannot load is reported and gives null.
 */
export function useMediaImageChoice() {
  const client = useBackend()
  const toast = useToaster()
  const [loading, setLoading] = useState<string | null>(null)

  const load = async (item: MediaItem): Promise<ImageChoice | null> => {
    const url = mediaFileUrl(client, item)
    setLoading(item.name)
    try {
      return mediaImageChoice(url, item, await loadedImageSize(url))
    } catch (error) {
      toast({
        title: 'Image could not be loaded',
        description: failureDescription(error),
        intent: 'danger',
      })
      return null
    } finally {
      setLoading(null)
    }
  }
  return { loading, load }
}
