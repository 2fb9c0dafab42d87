import { formatLongDate, postDate } from '../domain/dates.ts'

interface PostMetaProps {
  post: {
    author: string | null
    publish_date: string | null
    created_at: string
    featured: boolean
  }
  /** Who wrote a post that names no author. */
  ownerName: string
  readTime?: number
}

/** Author (the owner unless the post names another), date, read time and the Featured badge. */
export function PostMeta({ post, ownerName, readTime }: PostMetaProps) {
  const date = postDate(post)
  const author = post.author?.trim()
  return (
    <p className="post-meta">
      <span>{author === undefined || author === '' ? ownerName : author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{formatLongDate(date)}</time>
      {readTime !== undefined && (
        <>
          <span aria-hidden="true">·</span>
          <span>{readTime} min read</span>
        </>
      )}
      {post.featured && <span className="badge badge--accent">Featured</span>}
    </p>
  )
}
