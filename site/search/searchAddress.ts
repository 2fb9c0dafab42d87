import { searchForTags } from '../../shared/domain/tagAddress.ts'

/** The search page, whose address holds the query: `/search?q=pricing&tags=Strategy`. */
export const SEARCH_PAGE_PATH = '/search'

/** The search page's address for a query and the tags narrowing it, to share or reload. */
export function searchAddress(query: string, tags: readonly string[] = []): string {
  const tagSearch = searchForTags(tags)
  const q = new URLSearchParams({ q: query }).toString()
  return `${SEARCH_PAGE_PATH}?${q}${tagSearch === '' ? '' : `&${tagSearch.slice(1)}`}`
}

/** The query of a search page's address (`location.search`). */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? ''
}
