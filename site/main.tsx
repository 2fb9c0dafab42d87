import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { readBackendConfig, readSiteConfig } from '../shared/config/siteConfig.ts'
import type { PostSanitizer } from '../shared/content/sanitizePostHtml.ts'
import { SiteApp } from './SiteApp.tsx'
import type { SiteContextValue } from './SiteContext.tsx'
import { SiteRoutes } from './SiteRoutes.tsx'
import { changedSince } from './data/contentStamp.ts'
import { PageQueryCache } from './data/pageQueryCache.ts'
import { pagesLoadedFor } from './pagesLoadedFor.ts'
import { readPrerenderedState } from './prerenderedState.ts'
import { siteRoutes } from './routes.tsx'
import '../shared/siteStyles/index.css'

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
// A prerendered page starts from the data it was built with. One small request (the content
// stamp) tells which tables changed since the build; only queries of those are fetched again,
// so a post deleted since the build shows as gone, and an unchanged page downloads nothing more.
const queries = new PageQueryCache(2)
const prerendered = readPrerenderedState(document)
if (prerendered) {
  queries.hydrate(prerendered)
  void changedSince(context.backend.data, prerendered.stamp).then((changed) => {
    queries.settleSeeded(changed)
  })
}
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

async function start(container: HTMLElement) {
  const routes = siteRoutes(await pagesLoadedFor(window.location.pathname))
  const app = (
    <SiteApp context={context} queries={queries}>
      <BrowserRouter>
        <SiteRoutes routes={routes} />
      </BrowserRouter>
    </SiteApp>
  )
  if (prerendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start(root)
