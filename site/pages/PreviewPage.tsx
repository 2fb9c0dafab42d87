import { useParams } from 'react-router-dom'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { PostArticle } from '../../shared/postView/PostArticle.tsx'
import { useSite } from '../SiteContext.tsx'
import { PostBody } from '../components/PostBody.tsx'
import { usePageQuery } from '../data/usePageQuery.ts'

/**
 * /preview/{token}: a post before it is published, for whoever holds a private link. The
 * database decides what the token opens. Never indexed, never prerendered, never in the feed.
 */
export function PreviewPage() {
  const { token = '' } = useParams()
  const { site, backend } = useSite()
  const preview = usePageQuery(postQueries.preview(backend.data, token))
  const post = preview.data

  return (
    <>
      <meta name="robots" content="noindex" />
      <title>{`${post ? `Preview: ${post.title}` : 'Preview'} | ${site.businessName}`}</title>
      {preview.isPending ? (
        <section className="page-intro">
          <div className="container">
            <p className="status-text">Loading preview...</p>
          </div>
        </section>
      ) : !post ? (
        <section className="page-intro">
          <div className="container">
            <h1>Preview not available</h1>
            <p className="lead">
              {preview.isError
                ? 'There was an error loading this preview. Please try again later.'
                : 'This preview link is invalid, has expired or was revoked.'}
            </p>
          </div>
        </section>
      ) : (
        <article className="post">
          <p className="preview-banner" role="note">
            <strong>Preview</strong>{' '}
            {post.published
              ? 'This post has been published since the link was made.'
              : 'Not published yet: only people with this link can see it.'}
          </p>
          <div className="container container--narrow">
            <PostArticle post={post} ownerName={site.ownerName} body={<PostBody post={post} />} />
          </div>
        </article>
      )}
    </>
  )
}
