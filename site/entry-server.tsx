import { QueryClient, dehydrate } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom'
import { SiteApp } from './SiteApp.tsx'
import type { SiteContextValue } from './SiteContext.tsx'
import type { RenderedPage } from './prerenderedState.ts'
import { routes } from './routes.tsx'

/** Rounds of render-then-fetch: a page whose queries depend on other queries needs more. */
const MAX_DATA_ROUNDS = 4

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/

/**
 * Renders one public page as the browser will first render it, with its data: each round
 * renders, fetches the queries the render asked for, and renders again, until none is missing.
 * A query that fails fails the page, so a build never ships an error state as content.
 */
export async function renderPage(path: string, context: SiteContextValue): Promise<RenderedPage> {
  const handler = createStaticHandler(routes)
  const routing = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (routing instanceof Response) throw new Error(`${path} answered with a redirect`)
  const router = createStaticRouter(handler.dataRoutes, routing)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const render = () =>
    renderToString(
      <SiteApp context={context} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </SiteApp>,
    )

  let html = render()
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending')
    if (missing.length === 0) break
    await Promise.all(missing.map((query) => query.fetch()))
    html = render()
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error')
  if (failed) {
    throw new Error(
      `${path}: ${JSON.stringify(failed.queryKey)} failed: ${failed.state.error?.message ?? ''}`,
    )
  }
  const head = HOISTED.exec(html)?.[0] ?? ''
  return { head, body: html.slice(head.length), state: dehydrate(queryClient) }
}
