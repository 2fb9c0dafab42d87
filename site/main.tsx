import { QueryClient, hydrate } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { readBackendConfig, readSiteConfig } from '../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../shared/content/sanitizePostHtml.ts'
import { SiteApp } from './SiteApp.tsx'
import type { SiteContextValue } from './SiteContext.tsx'
import { readPrerenderedState } from './prerenderedState.ts'
import { routes } from './routes.tsx'
import './styles/index.css'

const backendConfig = readBackendConfig(import.meta.env)
const context: SiteContextValue = {
  site: readSiteConfig(import.meta.env),
  backendConfig,
  backend: createPublicBackend(backendConfig),
  sanitizePost: createPostSanitizer(window),
}
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2 } } })
// A prerendered page starts from the data it was built with, then fetches it afresh: a post
// deleted since the build shows as gone.
const prerendered = readPrerenderedState(document)
if (prerendered) hydrate(queryClient, prerendered)
const router = createBrowserRouter(routes)

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

/** Once a prerendered page has hydrated, its build-time data is fetched afresh. */
function RefreshPrerenderedData() {
  useEffect(() => {
    void queryClient.invalidateQueries()
  }, [])
  return null
}

const app = (
  <SiteApp context={context} queryClient={queryClient}>
    <RouterProvider router={router} />
    {prerendered && <RefreshPrerenderedData />}
  </SiteApp>
)
if (prerendered) hydrateRoot(root, app)
else createRoot(root).render(app)
