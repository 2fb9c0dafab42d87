import { usePageQuery } from '../data/usePageQuery.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { collectTags, filterByTags } from '../../shared/domain/tags.ts'
import { useSite } from '../SiteContext.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { PublicationCard } from '../components/PublicationCard.tsx'
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
          {publications.isPending && <p className="status-text">Loading publications...</p>}
          {publications.isError && <p className="status-text">Error loading publications</p>}
          {publications.data && matching.length === 0 && (
            <div className="empty-state">
              <h2>No publications found</h2>
              <p>
                {selected.length > 0
                  ? `No publications found with the selected tags: ${selected.join(', ')}`
                  : 'External publications will be displayed here once added.'}
              </p>
              {selected.length > 0 && (
                <button type="button" className="button button--secondary" onClick={clear}>
                  Clear filters to see all publications
                </button>
              )}
            </div>
          )}
          {matching.length > 0 && (
            <div className="card-grid card-grid--two">
              {matching.map((publication) => (
                <PublicationCard key={publication.id} publication={publication} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  )
}
