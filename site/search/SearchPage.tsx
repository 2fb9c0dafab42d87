import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { tagsFromSearch } from '../../shared/domain/tagAddress.ts'
import { toggleTag } from '../../shared/domain/tags.ts'
import { PageMeta } from '../components/PageMeta.tsx'
import { Island } from '../islands/Island.tsx'
import { useHydrated } from '../components/useHydrated.ts'
import { SearchField } from './SearchField.tsx'
import { SearchResults } from './SearchResults.tsx'
import { SEARCH_PAGE_PATH, queryFromSearch, searchAddress } from './searchAddress.ts'
import { useSiteSearch } from './useSiteSearch.ts'

/** Results the page shows at first, and adds with each 'Show more results'. */
const PAGE_RESULTS = 10

/**
 * /search?q=...: every result of a query, the query and the chosen tags in the address, so a
 * search can be shared and survives a reload. The page is prerendered empty; the address's
 * query applies once it has hydrated.
 */
export function SearchPage() {
  return (
    <>
      <PageMeta
        title="Search"
        description="Search every post and publication on this site."
        path={SEARCH_PAGE_PATH}
      />
      <Island name="search">
        <SearchPageBody />
      </Island>
    </>
  )
}

/** The search page's form and results: an island of its own on the prerendered page. */
export function SearchPageBody() {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()
  // What is typed, held here so the field never waits for the address to change.
  const [typed, setTyped] = useState<string | null>(null)
  const query = typed ?? (hydrated ? queryFromSearch(location.search) : '')
  const tags = hydrated ? tagsFromSearch(location.search) : []
  const state: unknown = location.state
  const shown = shownCount(state)
  const search = useSiteSearch(query, tags, shown)
  const show = (nextQuery: string, nextTags: readonly string[], count = PAGE_RESULTS) => {
    void navigate(nextQuery === '' ? SEARCH_PAGE_PATH : searchAddress(nextQuery, nextTags), {
      // Typing and filtering refine this search in place; the Back button leaves it.
      replace: true,
      preventScrollReset: true,
      state: { shown: count },
    })
  }
  const total = search.results?.total ?? 0

  return (
    <section className="page-intro search-page">
      <div className="container container--narrow">
        <h1>Search</h1>
        <form
          role="search"
          className="search-form"
          onSubmit={(event) => {
            event.preventDefault()
          }}
        >
          <SearchField
            value={query}
            onChange={(value) => {
              setTyped(value)
              show(value.trim(), tags)
            }}
            labelShown
          />
        </form>
        <SearchResults
          query={query}
          search={search}
          selectedTags={tags}
          onToggleTag={(tag) => {
            show(query, toggleTag(tags, tag))
          }}
          onClearTags={() => {
            show(query, [])
          }}
          headingLevel="h2"
        />
        {search.results && total > search.results.hits.length && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              show(query, tags, shown + PAGE_RESULTS)
            }}
          >
            Show more results
          </button>
        )}
      </div>
    </section>
  )
}

/** How many results the page shows: more after 'Show more results', kept in history state. */
function shownCount(state: unknown): number {
  const shown =
    typeof state === 'object' && state !== null && 'shown' in state ? state.shown : undefined
  return typeof shown === 'number' && shown > PAGE_RESULTS ? shown : PAGE_RESULTS
}
