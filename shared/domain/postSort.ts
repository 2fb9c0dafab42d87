/** The Blog Admin list's 'Sort by' choices (spec section 2). */
export const POST_SORTS = {
  created: { label: 'Created Date', field: 'created_at' },
  published: { label: 'Published Date', field: 'publish_date' },
  edited: { label: 'Last Edited', field: 'updated_at' },
} as const

export type PostSort = keyof typeof POST_SORTS

interface SortablePost {
  created_at: string
  publish_date: string | null
  updated_at: string
}

/** Newest first by the chosen date; posts without that date come last. */
export function sortPosts<Post extends SortablePost>(
  posts: readonly Post[],
  sort: PostSort,
): Post[] {
  const field = POST_SORTS[sort].field
  const time = (post: Post) => {
    const value = post[field]
    return value ? Date.parse(value) : Number.NEGATIVE_INFINITY
  }
  return [...posts].sort((a, b) => time(b) - time(a))
}
