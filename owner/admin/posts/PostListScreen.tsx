import { Button, Checkbox } from '@blueprintjs/core'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { type PostSearchRow, isNarrowed } from '../../../shared/domain/postSearch.ts'
import { useStableHandler } from '../../ui/useStableHandler.ts'
import { QueuedChangesNotice } from '../offline/QueuedChangesNotice.tsx'
import { ImageSizesNotice } from '../images/ImageSizesNotice.tsx'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { DeletedPostsList } from './DeletedPostsList.tsx'
import { PostBulkBar } from './PostBulkBar.tsx'
import { PostFilterBar } from './PostFilterBar.tsx'
import { PostListRowCard } from './PostListRowCard.tsx'
import { PostListStatus } from './PostListStatus.tsx'
import { PostPager } from './PostPager.tsx'
import { useListPublish } from './useListPublish.tsx'
import { usePostListSearch } from './usePostListSearch.ts'
import { usePostSelection } from './usePostSelection.ts'
import { type PostsDeletion, usePostsDeletion } from './usePostsDeletion.tsx'
import type { RowRemoval } from '../list/useRemoval.ts'

/**
 * /blog-admin: every post, drafts included, a page at a time, searched as the owner types and
 * filtered by status and tag, with publishing, editing and deleting.
 */
export function PostListScreen() {
  const navigate = useNavigate()
  const { search, change, posts } = usePostListSearch()
  const searchFor = useStableHandler((text: string) => {
    change({ text })
  })
  const { selected, select, clear } = usePostSelection()
  const publishing = useListPublish()
  const deletion = usePostsDeletion()
  const togglePublished = useStableHandler(publishing.toggle)
  const page = posts.data
  const rowRemoval = useRowRemoval(deletion, page?.posts)
  const narrowed = isNarrowed(search)
  const newPost = () => void navigate('/blog-admin/new')

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Blog Posts"
        actions={<Button intent="primary" icon="plus" text="New Post" onClick={newPost} />}
      />
      <QueuedChangesNotice table="blog_posts" />
      <ImageSizesNotice />
      <PostFilterBar
        search={search}
        searching={posts.isPlaceholderData}
        onSearch={searchFor}
        onChange={change}
      />
      <p className="post-count" role="status">
        {page && countText(page.total, narrowed)}
      </p>
      {page && page.posts.length > 0 && (
        <Checkbox
          label="Select all on this page"
          checked={page.posts.every((post) => selected.has(post.id))}
          onChange={(event) => {
            const on = event.currentTarget.checked
            for (const post of page.posts) select(post, on)
          }}
        />
      )}
      <PostBulkBar
        selected={[...selected.values()]}
        onDone={clear}
        deletion={deletion}
        publishOne={togglePublished}
      />
      <PostListStatus
        posts={posts}
        narrowed={narrowed}
        onNewPost={newPost}
        onClearSearch={() => {
          change({ text: '', status: null, tag: null })
        }}
      />
      {page && page.posts.length > 0 && (
        <ul className="admin-list" aria-busy={posts.isPlaceholderData}>
          {page.posts.map((post) => (
            <li key={post.id}>
              <PostListRowCard
                post={post}
                selected={selected.has(post.id)}
                onSelect={select}
                publishing={publishing.isBusy(post.id)}
                onTogglePublished={togglePublished}
                removal={rowRemoval}
              />
            </li>
          ))}
        </ul>
      )}
      {page && (
        <PostPager
          page={search.page}
          total={page.total}
          onPage={(next) => {
            change({ page: next })
          }}
        />
      )}
      <DeletedPostsList />
      {deletion.dialog}
      {publishing.dialog}
    </div>
  )
}

/** A row's delete button, through the list's one way of deleting posts. */
function useRowRemoval(
  { askToDelete, isDeleting }: PostsDeletion,
  rows: readonly PostSearchRow[] | undefined,
): RowRemoval {
  return useMemo(
    () => ({
      askToRemove: async (id: string) => {
        const post = rows?.find((row) => row.id === id)
        if (post) await askToDelete([post])
      },
      isRemoving: isDeleting,
    }),
    [askToDelete, isDeleting, rows],
  )
}

/** How many posts the list holds, or how many match its search and filters. */
function countText(total: number, narrowed: boolean): string {
  const posts = `${String(total)} ${total === 1 ? 'post' : 'posts'}`
  if (!narrowed) return posts
  return `${posts} ${total === 1 ? 'matches' : 'match'}`
}
