import type { ReactNode } from 'react'
import { usePageQuery } from '../data/usePageQuery.ts'
import { toBackendError } from '../../shared/backend/errors.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { collectTags, filterByTags } from '../../shared/domain/tags.ts'
import { useSite } from '../SiteContext.tsx'
import { NewsletterSignup } from '../components/NewsletterSignup.tsx'
import { NothingFound } from '../components/NothingFound.tsx'
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
          <NothingFound
            title="No content found"
            unfiltered="No content has been published yet."
            selected={selected}
            clearText="Clear filters to see all content"
            onClear={clear}
          />
        )}
        {featured.length > 0 && (
          <CardSection headingId="featured-heading" title="Featured" grid="featured">
            {featured.map((post) => (
              <PostCard key={post.id} post={post} featured />
            ))}
          </CardSection>
        )}
        {regular.length > 0 && (
          <CardSection headingId="posts-heading" title="Blog Posts" grid="two">
            {regular.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </CardSection>
        )}
        {matchingPublications.length > 0 && (
          <CardSection headingId="publications-heading" title="External Publications" grid="two">
            {matchingPublications.map((publication) => (
              <PublicationCard key={publication.id} publication={publication} />
            ))}
          </CardSection>
        )}
        <NewsletterSignup />
      </div>
    </>
  )
}

interface CardSectionProps {
  headingId: string
  title: string
  grid: 'featured' | 'two'
  children: ReactNode
}

/** One of the blog's sections: its heading over a grid of cards. */
function CardSection({ headingId, title, grid, children }: CardSectionProps) {
  return (
    <section aria-labelledby={headingId} className="section section--compact">
      <h2 id={headingId}>{title}</h2>
      <div className={`card-grid card-grid--${grid}`}>{children}</div>
    </section>
  )
}
