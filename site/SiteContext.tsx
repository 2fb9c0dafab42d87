import { createContext, use } from 'react'
import type { PublicBackend } from '../shared/backend/publicBackend.ts'
import type { BackendConfig, SiteConfig } from '../shared/config/siteConfig.ts'
import type { PostSanitizer } from '../shared/content/sanitizePostHtml.ts'

export interface SiteContextValue {
  site: SiteConfig
  backendConfig: BackendConfig
  backend: PublicBackend
  /** Cleans post HTML; built on the browser's window, or a DOM implementation's when prerendering. */
  sanitizePost: PostSanitizer
}

export const SiteContext = createContext<SiteContextValue | null>(null)

/** The site's configuration and its visitor connection to the backend. */
export function useSite(): SiteContextValue {
  const value = use(SiteContext)
  if (!value) throw new Error('useSite must be used within a SiteContext provider')
  return value
}
