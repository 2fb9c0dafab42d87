import { useCallback } from 'react'
import { useImageUpload } from '../../data/images/useImageUpload.ts'
import type { ImageChoice } from '../../../shared/domain/imageVariants.ts'
import { type PostFormValues, postImageStem } from './postForm.ts'

/**
 * Stores an image of a post's body: prepared as the banner is, without a sharing image, in a
 * folder under the post's name (`{slug}/image-{timestamp}.jpg`, its sizes beside it).
 */
export function useBodyImageStore(): (
  post: Pick<PostFormValues, 'slug' | 'title'>,
  file: Blob,
) => Promise<ImageChoice> {
  const upload = useImageUpload({ bucket: 'blog-images', share: false })
  return useCallback((post, file) => upload(`${postImageStem(post)}/image`, file), [upload])
}
