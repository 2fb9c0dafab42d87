import { Navigate, useLocation } from 'react-router-dom'
import {
  PUBLICATIONS_PER_PAGE,
  type PublicationCard as PublicationCardData,
} from '../../shared/backend/publications.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { publicationQueries } from '../../shared/data/publications/queries.ts'
import { namesFirstPage, pageCount, pagePath } from '../../shared/domain/paging.ts'
import { collectTags, filterByTags } from '../../shared/domain/tags.ts'
import { useSite } from '../SiteContext.tsx'
import { NothingFound } from '../components/NothingFound.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { Pagination } from '../components/Pagination.tsx'
import { PublicationCard } from '../components/PublicationCard.tsx'
import { QueryStatus } from '../components/QueryStatus.tsx'
import { TagChips } from '../components/TagChips.tsx'
import { useListPage } from '../components/useListPage.ts'
import { useSelectedTags } from '../components/useSelectedTags.ts'
import { Island } from '../islands/Island.tsx'
import type { QueryResult } from '../data/pageQueryCache.ts'
import { usePageQuery } from '../data/usePageQuery.ts'
import { NotFoundPage } from './NotFoundPage.tsx'

/**
 * /publications and /publications/page/N, newest first, with links to every page. Selected tags
 * (`/publications?tags=A,B`) show every publication carrying all of them.
 */
export function PublicationsPage() {
  const { backend } = useSite()
  const { param, page } = useListPage()
  const { search } = useLocation()
  const listing = usePageQuery(page === null ? null : publicationQueries.page(backend.data, page))

  if (namesFirstPage(param)) {
    return <Navigate to={{ pathname: '/publications', search }} replace />
  }
  if (page === null) return <NotFoundPage />
  if (listing.data && page > pageCount(listing.data.total, PUBLICATIONS_PER_PAGE)) {
    return <NotFoundPage />
  }
  return (
    <>
      <PageMeta
        title={page === 1 ? 'External Publications' : `External Publications, page ${String(page)}`}
        description="Articles and essays published elsewhere: scale-up strategy, product leadership, AI and due diligence."
        path={pagePath('/publications', page)}
      />
      <Island name="publications">
        <PublicationsListing />
      </Island>
    </>
  )
}

/** The publications with their tag filters: an island, as the filters re-render them. */
export function PublicationsListing() {
  const { backend } = useSite()
  const page = useListPage().page ?? 1
  const { selected, toggle, clear } = useSelectedTags('/publications')
  const filtering = selected.length > 0
  const tags = usePageQuery(postQueries.publishedTags(backend.data))
  const listing = usePageQuery(filtering ? null : publicationQueries.page(backend.data, page))
  const cards = usePageQuery(filtering ? publicationQueries.cards(backend.data) : null)
  const pages = listing.data ? pageCount(listing.data.total, PUBLICATIONS_PER_PAGE) : 1
  const shown: QueryResult<PublicationCardData[]> = filtering
    ? { ...cards, data: cards.data && filterByTags(cards.data, selected) }
    : { ...listing, data: listing.data?.rows }

  return (
    <>
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">Publications</p>
          <h1>External Publications</h1>
          <p className="lead">Articles and essays I have written for other publications.</p>
          {tags.data && (
            <TagChips
              tags={collectTags([{ tags: tags.data.publications }])}
              selected={selected}
              onToggle={toggle}
              onClear={clear}
            />
          )}
        </div>
      </section>
      <section className="section section--compact" aria-label="Publications">
        <div className="container">
          <QueryStatus
            query={shown}
            loading="Loading publications..."
            error="Error loading publications"
          >
            {(publications) =>
              publications.length === 0 ? (
                <NothingFound
                  title="No publications found"
                  unfiltered="External publications will be displayed here once added."
                  selected={selected}
                  listPath="/publications"
                  clearText="Clear filters to see all publications"
                  onClear={clear}
                />
              ) : (
                <>
                  <div className="card-grid card-grid--two">
                    {publications.map((publication) => (
                      <PublicationCard
                        key={publication.id}
                        publication={publication}
                        headingLevel="h2"
                      />
                    ))}
                  </div>
                  {!filtering && (
                    <Pagination
                      label="Publications"
                      listPath="/publications"
                      page={page}
                      count={pages}
                    />
                  )}
                </>
              )
            }
          </QueryStatus>
        </div>
      </section>
    </>
  )
}
