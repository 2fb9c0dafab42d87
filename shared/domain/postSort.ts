/** The Blog Admin list's 'Sort by' choices (spec section 2). */
export const POST_SORTS = {
  created: { label: 'Created Date', field: 'created_at' },
  published: { label: 'Published Date', field: 'publish_date' },
  edited: { label: 'Last Edited', field: 'updated_at' },
} as const

export type PostSort = keyof typeof POST_SORTS
