import type { RowReader } from './rowReads.ts'

/** An old address that leads to a post of this site. */
export interface PostRedirect {
  fromPath: string
  /** The post's current slug: a redirect follows its post when the slug changes. */
  slug: string
}

/**
 * Every redirect to a published post (a visitor's reader sees no others), for the static host's
 * redirects file at build time.
 */
export async function fetchPostRedirects(reader: RowReader): Promise<PostRedirect[]> {
  const [redirects, posts] = await Promise.all([
    reader.rows<{ from_path: string; post_id: string }>({
      table: 'redirects',
      columns: 'from_path, post_id',
      order: [{ column: 'from_path', ascending: true }],
    }),
    reader.rows<{ id: string; slug: string }>({
      table: 'blog_posts',
      columns: 'id, slug',
      equals: { published: true },
    }),
  ])
  const slugs = new Map(posts.map((post) => [post.id, post.slug]))
  return redirects.flatMap(({ from_path, post_id }) => {
    const slug = slugs.get(post_id)
    return slug === undefined ? [] : [{ fromPath: from_path, slug }]
  })
}

/** A tag's old name, renamed or merged on the Tags screen, and the name it became. */
export interface TagRedirect {
  fromTag: string
  toTag: string
}

/** Every renamed or merged tag, for the static host's redirects file at build time. */
export async function fetchTagRedirects(reader: RowReader): Promise<TagRedirect[]> {
  const rows = await reader.rows<{ from_tag: string; to_tag: string }>({
    table: 'tag_redirects',
    columns: 'from_tag, to_tag',
    order: [{ column: 'from_tag', ascending: true }],
  })
  return rows.map(({ from_tag, to_tag }) => ({ fromTag: from_tag, toTag: to_tag }))
}
