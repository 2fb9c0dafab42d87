import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router-dom'
import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { readBackendConfig, readSiteConfig } from '../shared/config/siteConfig.ts'
import { createPostSanitizer } from '../shared/content/sanitizePostHtml.ts'
import { SiteContext, type SiteContextValue } from './SiteContext.tsx'
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
const router = createBrowserRouter(routes)

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

createRoot(root).render(
  <StrictMode>
    <SiteContext value={context}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteContext>
  </StrictMode>,
)
