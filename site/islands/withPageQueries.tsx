import { type ComponentType, type ReactNode, use } from 'react'
import { PageQueryCache } from '../data/pageQueryCache.ts'
import { PageQueryContext } from '../data/usePageQuery.ts'
import { readPrerenderedState } from '../prerenderedState.ts'

let queries: PageQueryCache | undefined

/**
 * The page's query cache for its islands, one per page, from the data the page was built with.
 * That data counts as current: when the content stamp says otherwise, the whole app renders the
 * page again (site/islands/client.ts) and the islands let go.
 */
function islandQueries(): PageQueryCache {
  if (!queries) {
    queries = new PageQueryCache(2)
    const state = readPrerenderedState(document)
    if (state) {
      queries.hydrate(state)
      queries.settleSeeded(new Set())
    }
  }
  return queries
}

/** An island that reads the page's queries, as its page did when it was built. */
export function withPageQueries(Component: ComponentType): ComponentType {
  return function WithPageQueries() {
    return (
      <PageQueryContext value={islandQueries()}>
        <Component />
      </PageQueryContext>
    )
  }
}

/**
 * The page's queries for a part that reads them, where its island has none: the header's search
 * dialog reads posts published since the build, and the header is an island without them. In
 * the whole app the app's own queries are there already, and are used.
 */
export function PageQueriesProvided({ children }: { children: ReactNode }) {
  if (use(PageQueryContext)) return children
  return <PageQueryContext value={islandQueries()}>{children}</PageQueryContext>
}
