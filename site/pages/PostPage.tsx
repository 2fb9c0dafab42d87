import { usePageQuery } from '../data/usePageQuery.ts'
import { Link, useParams } from 'react-router-dom'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { postDate } from '../../shared/domain/dates.ts'
import { postPageSharing } from '../../shared/domain/sharing.ts'
import { useSite } from '../SiteContext.tsx'
import { NewsletterSignup } from '../components/NewsletterSignup.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { Island } from '../islands/Island.tsx'
import { PostArticle } from '../../shared/postView/PostArticle.tsx'
import { PostBody } from '../components/PostBody.tsx'
import { PostLeadsOn } from '../components/PostLeadsOn.tsx'
import { PostReplies } from '../components/PostReplies.tsx'
import { AddressSuggestions } from '../search/AddressSuggestions.tsx'

export function PostPage() {
  const { slug = '' } = useParams()
  const { site, backend } = useSite()
  const post = usePageQuery(postQueries.bySlug(backend.data, slug))
  // Asked for with the post, not after it: the build fetches both in one round.
  const neighbours = usePageQuery(postQueries.neighbours(backend.data, slug))

  if (post.isPending) {
    return (
      <section className="page-intro">
        <div className="container">
          <p className="status-text">Loading post...</p>
        </div>
      </section>
    )
  }
  if (post.isError) {
    return (
      <section className="page-intro">
        <div className="container">
          <h1>Error loading post</h1>
          <p className="lead">There was an error loading this post. Please try again later.</p>
          <Link to="/blog" className="button button--secondary">
            Back to Blog
          </Link>
        </div>
      </section>
    )
  }
  if (!post.data) {
    return (
      <section className="page-intro">
        <div className="container">
          <PageMeta
            title="Post Not Found"
            description="The blog post you're looking for doesn't exist."
            path={`/blog/${slug}`}
          />
          <h1>Post Not Found</h1>
          <p className="lead">The blog post you're looking for doesn't exist.</p>
          <Link to="/blog" className="button button--secondary">
            Back to Blog
          </Link>
          <AddressSuggestions pathname={`/blog/${slug}`} />
        </div>
      </section>
    )
  }

  const article = post.data
  return (
    // What search indexes of the page (site/prerender/searchIndex.ts): this article, dated.
    <article
      className="post"
      data-pagefind-body=""
      data-pagefind-meta={`date:${postDate(article)}`}
    >
      <PageMeta {...postPageSharing(site.siteUrl, article)} />
      <div className="container container--narrow">
        <Link to="/blog" className="back-link">
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
        <PostArticle post={article} ownerName={site.ownerName} body={<PostBody post={article} />} />
        <PostReplies postId={article.id} />
        {neighbours.data && <PostLeadsOn neighbours={neighbours.data} />}
        <Link to="/blog" className="button button--secondary">
          Back to Blog
        </Link>
        <Island name="newsletter">
          <NewsletterSignup />
        </Island>
      </div>
    </article>
  )
}
