/**
 * Texts of the blog admin, word for word from spec sections 2, 5 and 8. The list's Publish and
 * Unpublish and the Schedule card name their action (issue 27), where the spec said 'Post
 * updated successfully' for all of them.
 */
export const POST_MESSAGES = {
  required: 'Please fill in title, content, and at least one tag',
  saveFailed: (message: string) => `Failed to save post: ${message}`,
  created: 'Post created successfully',
  updated: 'Post updated successfully',
  published: 'Post published',
  unpublished: 'Post unpublished',
  scheduled: (at: string) => `Post scheduled for ${at}`,
  unscheduled: 'Schedule removed: the post is a draft',
  publishedAndSent: 'Post published and newsletter sent to subscribers!',
  newsletterFailed: 'Post saved but newsletter sending failed',
  deleted: 'Post deleted successfully',
  deleteFailed: (message: string) => `Failed to delete post: ${message}`,
  updateFailed: (message: string) => `Failed to update post: ${message}`,
  confirmDelete: 'Are you sure you want to delete this post?',
  deleteNote: 'You can bring it back from Recently deleted, below the list, for 30 days.',
  /** The single delete's question and note, for the posts selected in the list. */
  confirmDeleteMany: (count: number) =>
    `Are you sure you want to delete these ${String(count)} posts?`,
  deleteManyNote:
    'You can undo this from the message that follows, or bring them back from Recently deleted, below the list, for 30 days.',
} as const
