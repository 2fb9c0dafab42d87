import { usePageQuery } from '../data/usePageQuery.ts'
import { toBackendError } from '../../shared/backend/errors.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { collectTags, filterByTags } from '../../shared/domain/tags.ts'
import { useSite } from '../SiteContext.tsx'
import { NewsletterSignup } from '../components/NewsletterSignup.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { PostCard } from '../components/PostCard.tsx'
import { PublicationCard } from '../components/PublicationCard.tsx'
import { TagChips } from '../components/TagChips.tsx'
import { useSelectedTags } from '../components/useSelectedTags.ts'

export function BlogPage() {
  const { backend } = useSite()
  const posts = usePageQuery(postQueries.published(backend.data))
  const publications = usePageQuery(contentQueries.list(backend.data, 'publications'))
  const { selected, toggle, clear } = useSelectedTags()

  const meta = (
    <PageMeta
      title="Thoughts"
      description="Writing on scale-up strategy, product leadership and putting AI to work in growth-stage companies."
      path="/blog"
    />
  )
  const failure = posts.error ?? publications.error
  if (failure) {
    return (
      <>
        {meta}
        <section className="page-intro">
          <div className="container">
            <h1>Error Loading Content</h1>
            <p className="status-text">
              There was an error loading the blog content. Please try again later.
            </p>
            <p className="status-text status-text--detail">{toBackendError(failure).message}</p>
          </div>
        </section>
      </>
    )
  }

  const matchingPosts = filterByTags(posts.data ?? [], selected)
  const featured = matchingPosts.filter((post) => post.featured)
  const regular = matchingPosts.filter((post) => !post.featured)
  const matchingPublications = filterByTags(publications.data ?? [], selected)
  const loaded = posts.data && publications.data
  const empty = loaded && matchingPosts.length === 0 && matchingPublications.length === 0

  return (
    <>
      {meta}
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">Blog</p>
          <h1>Thoughts</h1>
          <p className="lead">
            Notes on strategy, product leadership and AI adoption, from the work and from the people
            doing it.
          </p>
          {loaded && (
            <TagChips
              tags={collectTags(posts.data, publications.data)}
              selected={selected}
              onToggle={toggle}
              onClear={clear}
            />
          )}
        </div>
      </section>

      <div className="container blog-sections">
        {!loaded && <p className="status-text">Loading content...</p>}
        {empty && (
          <div className="empty-state">
            <h2>No content found</h2>
            <p>
              {selected.length > 0
                ? `No content found with the selected tags: ${selected.join(', ')}`
                : 'No content has been published yet.'}
            </p>
            {selected.length > 0 && (
              <button type="button" className="button button--secondary" onClick={clear}>
                Clear filters to see all content
              </button>
            )}
          </div>
        )}
        {featured.length > 0 && (
          <section aria-labelledby="featured-heading" className="section section--compact">
            <h2 id="featured-heading">Featured</h2>
            <div className="card-grid card-grid--featured">
              {featured.map((post) => (
                <PostCard key={post.id} post={post} featured />
              ))}
            </div>
          </section>
        )}
        {regular.length > 0 && (
          <section aria-labelledby="posts-heading" className="section section--compact">
            <h2 id="posts-heading">Blog Posts</h2>
            <div className="card-grid card-grid--two">
              {regular.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          </section>
        )}
        {matchingPublications.length > 0 && (
          <section aria-labelledby="publications-heading" className="section section--compact">
            <h2 id="publications-heading">External Publications</h2>
            <div className="card-grid card-grid--two">
              {matchingPublications.map((publication) => (
                <PublicationCard key={publication.id} publication={publication} />
              ))}
            </div>
          </section>
        )}
        <NewsletterSignup />
      </div>
    </>
  )
}
