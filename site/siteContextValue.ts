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
