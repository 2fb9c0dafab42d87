import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { BlogPost, PostListRow } from '../../backend/posts.ts'
import { postKeys } from '../../data/posts/keys.ts'
import { postQueries } from '../../data/posts/queries.ts'
import { usePostPublishMutation } from '../../data/posts/usePostPublishMutation.ts'
import { POST_MESSAGES } from '../../data/posts/postMessages.ts'
import { prePublishProblems } from '../../domain/prePublishChecks.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { type HeldPublish, PrePublishDialog } from './PrePublishDialog.tsx'
import { checkedPost, postFormValues } from './postForm.ts'
import { storeDataImages, storingFailure } from './storeDataImages.ts'
import { useBodyImageStore } from './useBodyImageStore.ts'

interface ListPublish {
  /** Publishes a draft, after the pre-publish checks, or unpublishes a published post. */
  toggle: (post: PostListRow) => void
  /** Whether this row's Publish or Unpublish is under way (checking or saving). */
  isBusy: (id: string) => boolean
  /** The checks' dialog, to render once on the screen. */
  dialog: ReactNode
}

/**
 * The post list's Publish and Unpublish. Publish stores any image kept in the body as a data
 * address first (see storeDataImages), then runs the editor's pre-publish checks on the
 * post as saved, read when Publish is pressed (the list holds no bodies): what they find is
 * shown before the post goes out, and the owner goes back or goes ahead. When the post cannot be
 * read (offline), its last copy read is checked; with none, it is published as asked.
 */
export function useListPublish(): ListPublish {
  const client = useBackend()
  const { ownerName } = useSiteIdentity()
  const queryClient = useQueryClient()
  const publishing = usePostPublishMutation()
  const storeBodyImage = useBodyImageStore()
  const toast = useToaster()
  const [checking, setChecking] = useState<string | null>(null)
  const [held, setHeld] = useState<HeldPublish | null>(null)

  const savedCopy = async (id: string): Promise<BlogPost | null> => {
    try {
      return await queryClient.query({
        ...postQueries.detail(client, id),
        networkMode: 'always',
        retry: 0,
      })
    } catch {
      return queryClient.getQueryData<BlogPost | null>(postKeys.detail(id)) ?? null
    }
  }

  /**
   * The saved post's body as it would go out: an image kept in it as a data address is stored in
   * sizes first, as a save from the editor does. Null, said in a toast, when that fails: the
   * post then stays as it is.
   */
  const bodyToPublish = async (saved: BlogPost): Promise<string | null> => {
    try {
      return await storeDataImages(saved.content, (file) => storeBodyImage(saved, file))
    } catch (error) {
      console.error('Storing an image of the post failed:', error)
      toast({
        title: POST_MESSAGES.updateFailed(storingFailure(error)),
        intent: 'danger',
      })
      return null
    }
  }

  const publish = async (post: PostListRow) => {
    const saved = await savedCopy(post.id)
    const content = saved && (await bodyToPublish(saved))
    setChecking(null)
    if (!saved) {
      publishing.mutate({ post })
      return
    }
    if (content === null) return
    const change = { post, content: content === saved.content ? undefined : content }
    // Checked as the editor would check it, opened on the saved post.
    const problems = prePublishProblems(
      checkedPost(postFormValues({ ...saved, content }, ownerName)),
    )
    if (problems.length === 0) {
      publishing.mutate(change)
      return
    }
    setHeld({
      action: 'publish',
      problems,
      proceed: () => {
        publishing.mutate(change)
      },
    })
  }

  const toggle = (post: PostListRow) => {
    if (post.published) {
      publishing.mutate({ post })
      return
    }
    setChecking(post.id)
    void publish(post)
  }

  return {
    toggle,
    isBusy: (id) =>
      checking === id || (publishing.isPending && publishing.variables.post.id === id),
    dialog: (
      <PrePublishDialog
        held={held}
        onClose={() => {
          setHeld(null)
        }}
      />
    ),
  }
}
