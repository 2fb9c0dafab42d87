import { SearchPageBody } from '../search/SearchPage.tsx'
import { withPageQueries } from './withPageQueries.tsx'

/** The search page's form and results, reading posts published since the build through the page's queries. */
export const SearchIsland = withPageQueries(SearchPageBody)
