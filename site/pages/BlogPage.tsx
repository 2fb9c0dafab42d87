import type { ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { toBackendError } from '../../shared/backend/errors.ts'
import { POSTS_PER_PAGE } from '../../shared/backend/posts.ts'
import { PUBLICATIONS_ON_BLOG } from '../../shared/backend/publications.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { publicationQueries } from '../../shared/data/publications/queries.ts'
import { namesFirstPage, pageCount, pagePath } from '../../shared/domain/paging.ts'
import { collectTags, filterByTags } from '../../shared/domain/tags.ts'
import { useSite } from '../SiteContext.tsx'
import { NewsletterSignup } from '../components/NewsletterSignup.tsx'
import { NothingFound } from '../components/NothingFound.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { Island } from '../islands/Island.tsx'
import { Pagination } from '../components/Pagination.tsx'
import { PostCard } from '../components/PostCard.tsx'
import { PublicationCard } from '../components/PublicationCard.tsx'
import { TagChips } from '../components/TagChips.tsx'
import { useListPage } from '../components/useListPage.ts'
import { useSelectedTags } from '../components/useSelectedTags.ts'
import { usePageQuery } from '../data/usePageQuery.ts'
import { NotFoundPage } from './NotFoundPage.tsx'

/**
 * /blog and /blog/page/N: the featured posts (first page), a page of the other posts, newest
 * first, and the newest publications (first page), with links to every page. Selected tags
 * (`/blog?tags=A,B`) show every post and publication carrying all of them, from every page.
 */
export function BlogPage() {
  const { backend } = useSite()
  const { param, page } = useListPage()
  const { search } = useLocation()
  const listing = usePageQuery(page === null ? null : postQueries.page(backend.data, page))

  if (namesFirstPage(param)) return <Navigate to={{ pathname: '/blog', search }} replace />
  if (page === null) return <NotFoundPage />
  if (listing.data && page > pageCount(listing.data.total, POSTS_PER_PAGE)) return <NotFoundPage />
  return (
    <>
      <PageMeta
        title={page === 1 ? 'Thoughts' : `Thoughts, page ${String(page)}`}
        description="Writing on scale-up strategy, product leadership and putting AI to work in growth-stage companies."
        path={pagePath('/blog', page)}
      />
      <Island name="blog">
        <BlogListing />
      </Island>
    </>
  )
}

/** What the blog's lists show for a page and the selected tags, as their queries answer. */
function useBlogContent(page: number, selected: readonly string[]) {
  const { backend } = useSite()
  const filtering = selected.length > 0
  const first = page === 1
  const tags = usePageQuery(postQueries.publishedTags(backend.data))
  const featured = usePageQuery(filtering || first ? postQueries.featured(backend.data) : null)
  const listing = usePageQuery(filtering ? null : postQueries.page(backend.data, page))
  const cards = usePageQuery(filtering ? postQueries.cards(backend.data) : null)
  const publications = usePageQuery(
    filtering
      ? publicationQueries.cards(backend.data)
      : first
        ? publicationQueries.latest(backend.data, PUBLICATIONS_ON_BLOG)
        : null,
  )

  const failure = featured.error ?? listing.error ?? cards.error ?? publications.error
  const pages = listing.data ? pageCount(listing.data.total, POSTS_PER_PAGE) : 1
  const loading =
    featured.isPending || listing.isPending || cards.isPending || publications.isPending
  const shown = filtering
    ? {
        featured: filterByTags(featured.data ?? [], selected),
        posts: filterByTags(cards.data ?? [], selected),
        publications: filterByTags(publications.data ?? [], selected),
      }
    : {
        featured: featured.data ?? [],
        posts: listing.data?.rows ?? [],
        publications: publications.data ?? [],
      }
  const empty =
    !loading && shown.featured.length + shown.posts.length + shown.publications.length === 0
  return { filtering, first, tags: tags.data, failure, pages, loading, shown, empty }
}

type BlogContent = ReturnType<typeof useBlogContent>

/** The blog's lists with their tag filters: an island, as the filters re-render them. */
export function BlogListing() {
  const page = useListPage().page ?? 1
  const { selected, toggle, clear } = useSelectedTags('/blog')
  const content = useBlogContent(page, selected)

  if (content.failure) {
    return (
      <section className="page-intro">
        <div className="container">
          <h1>Error Loading Content</h1>
          <p className="status-text">
            There was an error loading the blog content. Please try again later.
          </p>
          <p className="status-text status-text--detail">
            {toBackendError(content.failure).message}
          </p>
        </div>
      </section>
    )
  }
  return (
    <>
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">Blog</p>
          <h1>Thoughts</h1>
          <p className="lead">
            Notes on strategy, product leadership and AI adoption, from the work and from the people
            doing it.
          </p>
          {content.tags && (
            <TagChips
              tags={collectTags(
                [{ tags: content.tags.blog_posts }],
                [{ tags: content.tags.publications }],
              )}
              selected={selected}
              onToggle={toggle}
              onClear={clear}
            />
          )}
        </div>
      </section>
      <BlogSections content={content} page={page} selected={selected} onClear={clear} />
    </>
  )
}

interface BlogSectionsProps {
  content: BlogContent
  page: number
  selected: readonly string[]
  onClear: () => void
}

/** The blog's sections under its heading: featured posts, posts, publications, newsletter. */
function BlogSections({ content, page, selected, onClear }: BlogSectionsProps) {
  const { filtering, first, pages, loading, shown, empty } = content
  return (
    <div className="container blog-sections">
      {loading && <p className="status-text">Loading content...</p>}
      {empty && (
        <NothingFound
          title="No content found"
          unfiltered="No content has been published yet."
          selected={selected}
          listPath="/blog"
          clearText="Clear filters to see all content"
          onClear={onClear}
        />
      )}
      {shown.featured.length > 0 && (
        <CardSection headingId="featured-heading" title="Featured" grid="featured">
          {shown.featured.map((post) => (
            <PostCard key={post.id} post={post} featured />
          ))}
        </CardSection>
      )}
      {shown.posts.length > 0 && (
        <CardSection headingId="posts-heading" title="Blog Posts" grid="two">
          {shown.posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </CardSection>
      )}
      {!filtering && <Pagination label="Blog posts" listPath="/blog" page={page} count={pages} />}
      {shown.publications.length > 0 && (
        <CardSection headingId="publications-heading" title="External Publications" grid="two">
          {shown.publications.map((publication) => (
            <PublicationCard key={publication.id} publication={publication} />
          ))}
        </CardSection>
      )}
      {!filtering && first && shown.publications.length > 0 && (
        <p className="section__footer">
          <Link to="/publications" className="button button--secondary">
            All publications
          </Link>
        </p>
      )}
      <Island name="newsletter">
        <NewsletterSignup />
      </Island>
    </div>
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
