import type { FunctionsClient } from '@supabase/functions-js'
import type { LinkPreview } from '../../supabase/functions/_shared/link-preview.ts'
import { isRecord } from './answerShapes.ts'
import { callFunction } from './functionCalls.ts'

export type { LinkPreview }

/**
 * What a link becomes in a post (the link-preview function): a video or a card, its preview
 * image stored in blog-images at `image` (empty for none). Throws a BackendError when the page
 * offers nothing to show or cannot be read.
 */
export function previewLink(functions: FunctionsClient, url: string): Promise<LinkPreview> {
  return callFunction(functions, 'link-preview', { url }, isLinkPreview)
}

function isLinkPreview(answer: unknown): answer is LinkPreview {
  const video = isRecord(answer) ? answer.video : undefined
  return (
    isRecord(answer) &&
    ['url', 'title', 'description', 'siteName', 'image'].every(
      (key) => typeof answer[key] === 'string',
    ) &&
    (video === null ||
      (isRecord(video) &&
        (video.provider === 'youtube' || video.provider === 'vimeo') &&
        typeof video.embedSrc === 'string'))
  )
}
