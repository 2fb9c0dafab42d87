import { TagChips } from '../components/TagChips.tsx'
import { SearchResult } from './SearchResult.tsx'
import type { SiteSearch } from './useSiteSearch.ts'

interface SearchResultsProps {
  query: string
  search: SiteSearch
  selectedTags: readonly string[]
  onToggleTag: (tag: string) => void
  onClearTags: () => void
  headingLevel: 'h2' | 'h3'
  onFollow?: () => void
}

/**
 * The results of a search: a count read out as it changes, a filter by the results' tags, and
 * each result. The same on the search page and in the header's search dialog.
 */
export function SearchResults({
  query,
  search,
  selectedTags,
  onToggleTag,
  onClearTags,
  headingLevel,
  onFollow,
}: SearchResultsProps) {
  const { results } = search
  const tags = [...new Set([...selectedTags, ...(results?.tags.map((entry) => entry.tag) ?? [])])]
  return (
    <div className="search-results">
      <p className="search-results__count" role="status">
        {resultCount(query, search)}
      </p>
      {results && (results.total > 0 || selectedTags.length > 0) && (
        <TagChips
          tags={tags}
          selected={selectedTags}
          onToggle={onToggleTag}
          onClear={onClearTags}
        />
      )}
      {results && results.hits.length > 0 && (
        <ol className="search-results__list" aria-busy={search.searching}>
          {results.hits.map((hit) => (
            <SearchResult key={hit.url} hit={hit} headingLevel={headingLevel} onFollow={onFollow} />
          ))}
        </ol>
      )}
    </div>
  )
}

/**
 * What the live count says, read out each time it changes: of the results shown, so typing
 * does not make it say 'Searching...' between every two keys.
 */
function resultCount(query: string, { results, failed }: SiteSearch): string {
  if (query.trim() === '') return ''
  if (failed) return 'Search is not available right now. Please try again later.'
  if (!results) return 'Searching...'
  const { total, query: term } = results
  if (total === 0) return `No results for “${term}”.`
  return `${String(total)} ${total === 1 ? 'result' : 'results'} for “${term}”.`
}
