import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { SiteContext, type SiteContextValue } from './SiteContext.tsx'

interface SiteAppProps {
  context: SiteContextValue
  queryClient: QueryClient
  /** The router: the browser's, or a static one when pages are rendered at build time. */
  children: ReactNode
}

/** The site's providers, the same in the browser and when prerendering, so hydration matches. */
export function SiteApp({ context, queryClient, children }: SiteAppProps) {
  return (
    <StrictMode>
      <SiteContext value={context}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SiteContext>
    </StrictMode>
  )
}
