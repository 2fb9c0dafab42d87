import { randomUUID } from 'node:crypto'
import {
  type NewRow,
  type StoredRow,
  type TableClient,
  insertFailure,
  runsOfSameColumns,
} from './tableClient.ts'

export type PostFields = Partial<NewRow<'blog_posts'>>

/** A draft with a title, a body and a tag (all a post needs), under an address of its own. */
function newPost(fields: PostFields): NewRow<'blog_posts'> {
  const title = fields.title ?? 'Test post'
  return {
    title,
    slug: `${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
    content: '<p>Test post body.</p>',
    tags: ['Test'],
    ...fields,
  }
}

/**
 * Stores posts with the given fields over a valid draft's, in order, and returns them stored.
 * A column one post leaves out takes its default, not null, even when another post sets it.
 */
export async function createPosts(
  client: TableClient,
  posts: readonly PostFields[],
): Promise<StoredRow<'blog_posts'>[]> {
  const stored: StoredRow<'blog_posts'>[] = []
  for (const run of runsOfSameColumns(posts.map(newPost))) {
    const { data, error } = await client.from('blog_posts').insert(run).select()
    if (data?.length !== run.length) throw insertFailure('blog_posts', error)
    stored.push(...data)
  }
  return stored
}

/** Stores one post with the given fields over a valid draft's, and returns it stored. */
export async function createPost(
  client: TableClient,
  fields: PostFields = {},
): Promise<StoredRow<'blog_posts'>> {
  const [post] = await createPosts(client, [fields])
  if (!post) throw insertFailure('blog_posts', null)
  return post
}
