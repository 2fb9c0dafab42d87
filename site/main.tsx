import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBackendClient } from '../shared/backend/client.ts'
import { readBackendConfig, readSiteConfig } from '../shared/config/siteConfig.ts'
import { LatestPostsPage } from './pages/LatestPostsPage.tsx'
import './styles.css'

const backend = createBackendClient(readBackendConfig(import.meta.env))
const site = readSiteConfig(import.meta.env)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LatestPostsPage backend={backend} site={site} />
    </QueryClientProvider>
  </StrictMode>,
)
