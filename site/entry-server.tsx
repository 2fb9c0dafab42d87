import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { SiteApp } from './SiteApp.tsx'
import type { SiteContextValue } from './SiteContext.tsx'
import { PageQueryCache } from './data/pageQueryCache.ts'
import { SiteRoutes } from './SiteRoutes.tsx'
import { ISLAND_PAGES, loadPages } from './pageModules.ts'
import { pageAt } from './pagesLoadedFor.ts'
import type { RenderedPage } from './prerenderedState.ts'
import { siteRoutes } from './routes.tsx'

/** Rounds of render-then-fetch: a page whose queries depend on other queries needs more. */
const MAX_DATA_ROUNDS = 4

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

/**
 * Renders one public page as the browser will first render it, with its data: each round
 * renders, fetches the queries the render asked for, and renders again, until none is missing.
 * A query that fails fails the page, so a build never ships an error state as content.
 */
export async function renderPage(path: string, context: SiteContextValue): Promise<RenderedPage> {
  const pages = await loadPages()
  const routes = siteRoutes(pages)
  const queries = new PageQueryCache(0)
  const render = () =>
    renderToString(
      <SiteApp context={context} queries={queries}>
        <StaticRouter location={path}>
          <SiteRoutes routes={routes} />
        </StaticRouter>
      </SiteApp>,
    )

  let html = render()
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const missing = queries.unfetched()
    if (missing.length === 0) break
    await Promise.all(missing.map((query) => query.fetch()))
    html = render()
  }
  const [failed] = queries.failed()
  if (failed) {
    throw new Error(
      `${path}: ${JSON.stringify(failed.definition.queryKey)} failed: ${failed.read().error?.message ?? ''}`,
    )
  }
  const head = HOISTED.exec(html)?.[0] ?? ''
  const page = pageAt(pages, path)
  return {
    head,
    body: html.slice(head.length),
    state: queries.dehydrate(),
    islands: page !== undefined && ISLAND_PAGES.has(page),
  }
}
