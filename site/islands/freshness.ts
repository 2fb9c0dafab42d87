import { browserContext } from '../browserContext.ts'
import { changedSince } from '../data/contentStamp.ts'
import type { PageQueriesState } from '../data/pageQueryCache.ts'

/**
 * Whether what a prerendered page shows is known to have changed since the build: one small
 * request (the content stamp) names the tables that changed; the page changed when one of them
 * is a source of a query it was rendered with. False too when that cannot be told (the stamp
 * could not be read in time): the page then stays as built.
 */
export async function pageChangedSinceBuild(state: PageQueriesState): Promise<boolean> {
  const changed = await changedSince(browserContext().backendConfig, state.stamp)
  if (changed === 'unknown') return false
  return state.queries.some(
    ({ sources }) => sources === undefined || sources.some((table) => changed.has(table)),
  )
}
