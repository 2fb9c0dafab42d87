import { usePageQuery } from '../data/usePageQuery.ts'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { readImageVariants } from '../../shared/domain/imageVariants.ts'
import { SHARE_IMAGE, postPageSharing } from '../../shared/domain/sharing.ts'
import { useSite } from '../SiteContext.tsx'
import { NewsletterSignup } from '../components/NewsletterSignup.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { PostBody } from '../components/PostBody.tsx'
import { PostMeta } from '../components/PostMeta.tsx'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'

/** The banner spans the narrow column: 46rem less its padding, or the screen less its padding. */
const BANNER_SIZES = '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)'

export function PostPage() {
  const { slug = '' } = useParams()
  const { site, backend } = useSite()
  const post = usePageQuery(postQueries.bySlug(backend.data, slug))
  const [bannerFailed, setBannerFailed] = useState(false)

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
        </div>
      </section>
    )
  }

  const article = post.data
  const banner = article.featured_image_url
  const variants = readImageVariants(article.featured_image_variants)
  return (
    <article className="post">
      <PageMeta {...postPageSharing(site.siteUrl, article)} />
      <div className="container container--narrow">
        <Link to="/blog" className="back-link">
          <span aria-hidden="true">←</span> Back to Blog
        </Link>
        {banner && !bannerFailed && (
          <ResponsiveImage
            className="post__banner"
            url={banner}
            alt={article.banner_alt ?? ''}
            variants={variants}
            sizes={BANNER_SIZES}
            fallbackSize={SHARE_IMAGE}
            // The largest thing on the page: fetched first (and preloaded by the page's head).
            fetchPriority="high"
            decoding="async"
            onError={() => {
              setBannerFailed(true)
            }}
          />
        )}
        <header className="post__header">
          <PostMeta post={article} readTime={article.read_time} />
          {article.tags.length > 0 && (
            <ul className="tag-list" aria-label="Tags">
              {article.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <h1>{article.title}</h1>
          {article.excerpt && <p className="lead">{article.excerpt}</p>}
        </header>
        <PostBody post={article} />
        <Link to="/blog" className="button button--secondary">
          Back to Blog
        </Link>
        <NewsletterSignup />
      </div>
    </article>
  )
}
