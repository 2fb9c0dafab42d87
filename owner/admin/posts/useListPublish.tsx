import { type ReactNode, useState } from 'react'
import type { PostListRow } from '../../../shared/backend/posts.ts'
import { usePostPublishMutation } from '../../data/posts/usePostPublishMutation.ts'
import { type HeldPublish, PrePublishDialog } from './PrePublishDialog.tsx'
import { usePublishPreparation } from './usePublishPreparation.ts'

interface ListPublish {
  /** Publishes a draft, after the pre-publish checks, or unpublishes a published post. */
  toggle: (post: PostListRow) => void
  /** Whether this row's Publish or Unpublish is under way (checking or saving). */
  isBusy: (id: string) => boolean
  /** The checks' dialog, to render once on the screen. */
  dialog: ReactNode
}

/**
 * The post list's Publish and Unpublish. Publish gets the post ready (usePublishPreparation):
 * what the checks find is shown before the post goes out, and the owner goes back or goes ahead.
 */
export function useListPublish(): ListPublish {
  const publishing = usePostPublishMutation()
  const prepare = usePublishPreparation()
  const [checking, setChecking] = useState<string | null>(null)
  const [held, setHeld] = useState<HeldPublish | null>(null)

  const publish = async (post: PostListRow) => {
    const prepared = await prepare(post)
    setChecking(null)
    if (!prepared) return
    const change = { post, content: prepared.content }
    if (prepared.problems.length === 0) {
      publishing.mutate(change)
      return
    }
    setHeld({
      action: 'publish',
      problems: prepared.problems,
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
