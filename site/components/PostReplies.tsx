import { formatLongDate } from '../../shared/domain/dates.ts'
import { usePageQuery } from '../data/usePageQuery.ts'
import { useSite } from '../SiteContext.tsx'
import { postRepliesQuery } from './postRepliesQuery.ts'

/**
 * Replies to the post from the social web that the owner approved, each with its author's name
 * and handle and a link to the original. Plain HTML in the built page: nothing here runs.
 */
export function PostReplies({ postId }: { postId: string }) {
  const { backend, loadSanitizer } = useSite()
  const replies = usePageQuery(postRepliesQuery(backend.data, postId, loadSanitizer))
  if (!replies.data || replies.data.length === 0) return null
  return (
    <section className="post-replies" aria-labelledby="post-replies-heading">
      <h2 id="post-replies-heading">Replies from the social web</h2>
      <ol>
        {replies.data.map((reply) => (
          <li key={reply.id} className="post-reply">
            <p className="post-reply__author">
              <strong>{reply.author_name}</strong>{' '}
              <span className="post-reply__handle">{reply.author_handle}</span>
            </p>
            <div
              className="post-reply__content"
              // Cleaned by the post sanitiser in postRepliesQuery, as a post's body is.
              dangerouslySetInnerHTML={{ __html: reply.content }}
            />
            <a className="post-reply__original" href={reply.url} rel="nofollow ugc">
              <time dateTime={reply.published_at}>{formatLongDate(reply.published_at)}</time> · See
              the original
            </a>
          </li>
        ))}
      </ol>
    </section>
  )
}
