import { Button, NonIdealState, Spinner } from '@blueprintjs/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { PostSearchPage } from '../../../shared/domain/postSearch.ts'
import { LoadFailed } from '../list/LoadFailed.tsx'
import { NotLoadedOffline } from '../list/NotLoadedOffline.tsx'

interface PostListStatusProps {
  posts: UseQueryResult<PostSearchPage>
  /** Whether a search or a filter narrows the list. */
  narrowed: boolean
  onNewPost: () => void
  onClearSearch: () => void
}

/** What the post list shows instead of posts: loading, a failure, or none (at all, or matching). */
export function PostListStatus({ posts, narrowed, onNewPost, onClearSearch }: PostListStatusProps) {
  const page = posts.data
  return (
    <>
      {posts.isPending &&
        (posts.fetchStatus === 'paused' ? (
          <NotLoadedOffline />
        ) : (
          <Spinner aria-label="Loading posts" />
        ))}
      {posts.isError && (
        <LoadFailed
          title="Error loading blog posts"
          error={posts.error}
          onRetry={() => void posts.refetch()}
        />
      )}
      {page?.total === 0 && !narrowed && (
        <NonIdealState
          icon="document"
          title="No blog posts yet"
          action={<Button intent="primary" text="Create your first post" onClick={onNewPost} />}
        />
      )}
      {page?.total === 0 && narrowed && (
        <NonIdealState
          icon="search"
          title="No posts match"
          description="Try other words, or another status or tag."
          action={<Button text="Clear search and filters" onClick={onClearSearch} />}
        />
      )}
    </>
  )
}
