import { usePageQuery } from '../data/usePageQuery.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { collectTags, filterByTags } from '../../shared/domain/tags.ts'
import { useSite } from '../SiteContext.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { NothingFound } from '../components/NothingFound.tsx'
import { PublicationCard } from '../components/PublicationCard.tsx'
import { QueryStatus } from '../components/QueryStatus.tsx'
import { TagChips } from '../components/TagChips.tsx'
import { useSelectedTags } from '../components/useSelectedTags.ts'

export function PublicationsPage() {
  const { backend } = useSite()
  const publications = usePageQuery(contentQueries.list(backend.data, 'publications'))
  const { selected, toggle, clear } = useSelectedTags()
  const matching = filterByTags(publications.data ?? [], selected)

  return (
    <>
      <PageMeta
        title="External Publications"
        description="Articles and essays published elsewhere: scale-up strategy, product leadership, AI and due diligence."
        path="/publications"
      />
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">Publications</p>
          <h1>External Publications</h1>
          <p className="lead">Articles and essays I have written for other publications.</p>
          {publications.data && (
            <TagChips
              tags={collectTags(publications.data)}
              selected={selected}
              onToggle={toggle}
              onClear={clear}
            />
          )}
        </div>
      </section>
      <section className="section section--compact">
        <div className="container">
          <QueryStatus
            query={publications}
            loading="Loading publications..."
            error="Error loading publications"
          >
            {() =>
              matching.length === 0 ? (
                <NothingFound
                  title="No publications found"
                  unfiltered="External publications will be displayed here once added."
                  selected={selected}
                  clearText="Clear filters to see all publications"
                  onClear={clear}
                />
              ) : (
                <div className="card-grid card-grid--two">
                  {matching.map((publication) => (
                    <PublicationCard key={publication.id} publication={publication} />
                  ))}
                </div>
              )
            }
          </QueryStatus>
        </div>
      </section>
    </>
  )
}
