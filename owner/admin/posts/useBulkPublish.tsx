import { type ReactNode, useState } from 'react'
import type { PostListRow } from '../../../shared/backend/posts.ts'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'
import { BulkPublishDialog, type PostWithProblems } from './BulkPublishDialog.tsx'
import { usePublishPreparation } from './usePublishPreparation.ts'

/** The selected posts to publish, their bodies where images were stored, and what hurts them. */
interface ReadyToPublish {
  posts: PostSearchRow[]
  contents: Map<string, string>
  problems: PostWithProblems[]
}

interface BulkPublishOptions {
  selected: readonly PostSearchRow[]
  /** Publishes posts, mailing subscribers or not, with the bodies given by id. */
  publish: (posts: readonly PostSearchRow[], mail: boolean, contents: Map<string, string>) => void
  /** A single post's Publish, as its row's button does it. */
  publishOne: (post: PostListRow) => void
}

/**
 * Publishing the selected posts, the way one post's Publish does: each draft is made ready
 * (usePublishPreparation: images kept as data stored, the pre-publish checks run), and what
 * the checks find is shown before anything goes out. One selected post is published as by its
 * row's button; more ask whether to mail subscribers, unticked. A post whose images could not be
 * stored stays as it is (its toast says why).
 */
export function useBulkPublish({ selected, publish, publishOne }: BulkPublishOptions): {
  start: () => Promise<void>
  preparing: boolean
  dialog: ReactNode
} {
  const prepare = usePublishPreparation()
  const [preparing, setPreparing] = useState(false)
  const [ready, setReady] = useState<ReadyToPublish | null>(null)

  const start = async () => {
    const [only] = selected
    if (only && selected.length === 1 && !only.published) {
      publishOne(only)
      return
    }
    // Nothing to publish: the action says that every post was left as it was.
    if (selected.every((post) => post.published)) {
      publish(selected, false, new Map())
      return
    }
    setPreparing(true)
    const next: ReadyToPublish = { posts: [], contents: new Map(), problems: [] }
    for (const post of selected) {
      const prepared = post.published ? { post, problems: [] } : await prepare(post)
      if (!prepared) continue
      next.posts.push(post)
      if (prepared.content !== undefined) next.contents.set(post.id, prepared.content)
      if (prepared.problems.length > 0) {
        next.problems.push({ title: post.title, problems: prepared.problems })
      }
    }
    setPreparing(false)
    if (next.posts.length > 0) setReady(next)
  }

  // Those going out now: a post already published is left as it is.
  const count = ready?.posts.filter((post) => !post.published).length ?? 0
  return {
    start,
    preparing,
    dialog: (
      <BulkPublishDialog
        isOpen={ready !== null}
        count={`${String(count)} ${count === 1 ? 'post' : 'posts'}`}
        problems={ready?.problems ?? []}
        onClose={() => {
          setReady(null)
        }}
        onPublish={(mail) => {
          if (ready) publish(ready.posts, mail, ready.contents)
          setReady(null)
        }}
      />
    ),
  }
}
