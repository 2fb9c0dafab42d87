import { QueryClient, hydrate } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { readBackendConfig, readSiteConfig } from '../shared/config/siteConfig.ts'
import type { PostSanitizer } from '../shared/content/sanitizePostHtml.ts'
import { SiteApp } from './SiteApp.tsx'
import type { SiteContextValue } from './SiteContext.tsx'
import { SiteRoutes } from './SiteRoutes.tsx'
import { SANITIZED_POST_KEY } from './components/sanitizedPostQuery.ts'
import { pagesLoadedFor } from './pagesLoadedFor.ts'
import { readPrerenderedState } from './prerenderedState.ts'
import { siteRoutes } from './routes.tsx'
import './styles/index.css'

let sanitizer: Promise<PostSanitizer> | undefined
const backendConfig = readBackendConfig(import.meta.env)
const context: SiteContextValue = {
  site: readSiteConfig(import.meta.env),
  backendConfig,
  backend: createPublicBackend(backendConfig),
  loadSanitizer: () =>
    (sanitizer ??= import('../shared/content/sanitizePostHtml.ts').then((module) =>
      module.createPostSanitizer(window),
    )),
}
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2 } } })
// A prerendered page starts from the data it was built with, then fetches it afresh: a post
// deleted since the build shows as gone.
const prerendered = readPrerenderedState(document)
if (prerendered) hydrate(queryClient, prerendered)
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

/**
 * Once a prerendered page has hydrated, its build-time data is fetched afresh. Cleaned post
 * bodies are derived from that data, not fetched: they follow when a post has changed.
 */
function RefreshPrerenderedData() {
  useEffect(() => {
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== SANITIZED_POST_KEY,
    })
  }, [])
  return null
}

async function start(container: HTMLElement) {
  const routes = siteRoutes(await pagesLoadedFor(window.location.pathname))
  const app = (
    <SiteApp context={context} queryClient={queryClient}>
      <BrowserRouter>
        <SiteRoutes routes={routes} />
      </BrowserRouter>
      {prerendered && <RefreshPrerenderedData />}
    </SiteApp>
  )
  if (prerendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start(root)
