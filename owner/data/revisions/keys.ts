/** The keys of revision queries: lists of revisions, and one revision with its body. */
export const revisionKeys = {
  all: ['post-revisions'] as const,
  /** Every list: a save or deletion of any post writes revisions, so it makes these stale. */
  lists: () => [...revisionKeys.all, 'list'] as const,
  ofPost: (postId: string) => [...revisionKeys.lists(), 'post', postId] as const,
  /** Posts deleted in the last 30 days. */
  deleted: () => [...revisionKeys.lists(), 'deleted'] as const,
  detail: (id: number) => [...revisionKeys.all, 'detail', id] as const,
}
