import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { BlogPost, PostListRow } from '../../../shared/backend/posts.ts'
import { postKeys } from '../../../shared/data/posts/keys.ts'
import { postQueries } from '../../../shared/data/posts/queries.ts'
import { POST_MESSAGES } from '../../data/posts/postMessages.ts'
import { type PublishProblem, prePublishProblems } from '../../../shared/domain/prePublishChecks.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { checkedPost, postFormValues } from './postForm.ts'
import { storeDataImages, storingFailure } from './storeDataImages.ts'
import { useBodyImageStore } from './useBodyImageStore.ts'

/** A post from the list made ready to publish, and what the pre-publish checks found in it. */
export interface PreparedPublish {
  post: PostListRow
  /** The body to save with it, when images kept in it as data addresses were stored first. */
  content?: string
  problems: PublishProblem[]
}

/**
 * How the post list gets a post ready to publish, whether by its row's Publish or with others
 * selected: the post as saved is read (the list holds no bodies), any image kept in its body as
 * a data address is stored in sizes, as a save from the editor does (see storeDataImages), and
 * the editor's pre-publish checks run on it. When the post cannot be read (offline), its last
 * copy read is checked; with none, it is published as it is. Null, said in a toast, when an
 * image could not be stored: the post then stays as it is.
 */
export function usePublishPreparation(): (post: PostListRow) => Promise<PreparedPublish | null> {
  const client = useBackend()
  const { ownerName } = useSiteIdentity()
  const queryClient = useQueryClient()
  const storeBodyImage = useBodyImageStore()
  const toast = useToaster()

  return useCallback(
    async (post: PostListRow) => {
      const savedCopy = async (): Promise<BlogPost | null> => {
        try {
          return await queryClient.query({
            ...postQueries.detail(client, post.id),
            networkMode: 'always',
            retry: 0,
          })
        } catch {
          return queryClient.getQueryData<BlogPost | null>(postKeys.detail(post.id)) ?? null
        }
      }
      const saved = await savedCopy()
      if (!saved) return { post, problems: [] }
      let content: string
      try {
        content = await storeDataImages(saved.content, (file) => storeBodyImage(saved, file))
      } catch (error) {
        console.error('Storing an image of the post failed:', error)
        toast({ title: POST_MESSAGES.updateFailed(storingFailure(error)), intent: 'danger' })
        return null
      }
      // Checked as the editor would check it, opened on the saved post.
      const problems = prePublishProblems(
        checkedPost(postFormValues({ ...saved, content }, ownerName)),
      )
      return { post, problems, ...(content === saved.content ? {} : { content }) }
    },
    [client, ownerName, queryClient, storeBodyImage, toast],
  )
}
