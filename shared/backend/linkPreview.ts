import type { Embed } from '../domain/embeds.ts'
import { isRecord } from './answerShapes.ts'
import type { BackendClient } from './client.ts'
import { callFunction } from './functionCalls.ts'

/**
 * What a link becomes in a post (the link-preview function): a video or a card, its preview
 * image our own stored copy. Throws a BackendError when the page offers nothing to show or
 * cannot be read.
 */
export async function linkEmbed(client: BackendClient, url: string): Promise<Embed> {
  const preview = await callFunction(client.functions, 'link-preview', { url }, isLinkPreview)
  const image =
    preview.image === ''
      ? ''
      : client.storage.from('blog-images').getPublicUrl(preview.image).data.publicUrl
  return { ...preview, image }
}

/** The function's answer: an embed whose image is a path in blog-images (empty for none). */
type LinkPreview = Embed

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
