import { Link } from 'react-router-dom'
import type { PostCard, PostNeighbours } from '../../shared/backend/posts.ts'
import { cardText } from '../../shared/domain/excerpt.ts'

function PostLink({ post, label }: { post: PostCard; label: string }) {
  return (
    <li>
      <span className="post-leads-on__label">{label}</span>
      <Link to={`/blog/${post.slug}`}>{post.title}</Link>
    </li>
  )
}

/**
 * The end of a post page: the previous (older) and next (newer) post, and related posts by
 * shared tags. Plain links in the page's HTML: nothing here runs once the page is built.
 */
export function PostLeadsOn({ neighbours }: { neighbours: PostNeighbours }) {
  const { previous, next, related } = neighbours
  const sequence = previous !== null || next !== null
  if (!sequence && related.length === 0) return null
  return (
    <nav className="post-leads-on" aria-label="More posts">
      {sequence && (
        <ul className="post-leads-on__sequence">
          {previous && <PostLink post={previous} label="Previous post" />}
          {next && <PostLink post={next} label="Next post" />}
        </ul>
      )}
      {related.length > 0 && (
        <>
          <h2>Related posts</h2>
          <ul className="post-leads-on__related">
            {related.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                <p>{cardText(post.summary)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  )
}
