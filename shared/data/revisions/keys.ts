/** The keys of revision queries: the lists of posts' revisions, and one revision with its body. */
export const revisionKeys = {
  all: ['post-revisions'] as const,
  /** Every post's list: a save of any post writes a revision, so it makes these stale. */
  lists: () => [...revisionKeys.all, 'post'] as const,
  ofPost: (postId: string) => [...revisionKeys.lists(), postId] as const,
  detail: (id: number) => [...revisionKeys.all, 'detail', id] as const,
}
