import { type ReactNode, StrictMode } from 'react'
import { SiteContext, type SiteContextValue } from './SiteContext.tsx'
import type { PageQueryCache } from './data/pageQueryCache.ts'
import { PageQueryContext } from './data/usePageQuery.ts'

interface SiteAppProps {
  context: SiteContextValue
  queries: PageQueryCache
  /** The router: the browser's, or a static one when pages are rendered at build time. */
  children: ReactNode
}

/** The site's providers, the same in the browser and when prerendering, so hydration matches. */
export function SiteApp({ context, queries, children }: SiteAppProps) {
  return (
    <StrictMode>
      <SiteContext value={context}>
        <PageQueryContext value={queries}>{children}</PageQueryContext>
      </SiteContext>
    </StrictMode>
  )
}
