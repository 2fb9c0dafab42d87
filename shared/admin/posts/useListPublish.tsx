import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { BlogPost, PostListRow } from '../../backend/posts.ts'
import { postKeys } from '../../data/posts/keys.ts'
import { postQueries } from '../../data/posts/queries.ts'
import { usePostPublishMutation } from '../../data/posts/usePostPublishMutation.ts'
import { prePublishProblems } from '../../domain/prePublishChecks.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { type HeldPublish, PrePublishDialog } from './PrePublishDialog.tsx'
import { checkedPost, postFormValues } from './postForm.ts'

interface ListPublish {
  /** Publishes a draft, after the pre-publish checks, or unpublishes a published post. */
  toggle: (post: PostListRow) => void
  /** Whether this row's Publish or Unpublish is under way (checking or saving). */
  isBusy: (id: string) => boolean
  /** The checks' dialog, to render once on the screen. */
  dialog: ReactNode
}

/**
 * The post list's Publish and Unpublish. Publish runs the editor's pre-publish checks on the
 * post as saved, read when Publish is pressed (the list holds no bodies): what they find is
 * shown before the post goes out, and the owner goes back or goes ahead. When the post cannot be
 * read (offline), its last copy read is checked; with none, it is published as asked.
 */
export function useListPublish(): ListPublish {
  const { client, ownerName } = useAdminEnvironment()
  const queryClient = useQueryClient()
  const publishing = usePostPublishMutation()
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

  const toggle = (post: PostListRow) => {
    if (post.published) {
      publishing.mutate(post)
      return
    }
    setChecking(post.id)
    void savedCopy(post.id).then((saved) => {
      setChecking(null)
      // Checked as the editor would check it, opened on the saved post.
      const problems = saved
        ? prePublishProblems(checkedPost(postFormValues(saved, ownerName)))
        : []
      if (problems.length === 0) {
        publishing.mutate(post)
        return
      }
      setHeld({
        action: 'publish',
        problems,
        proceed: () => {
          publishing.mutate(post)
        },
      })
    })
  }

  return {
    toggle,
    isBusy: (id) => checking === id || (publishing.isPending && publishing.variables.id === id),
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
