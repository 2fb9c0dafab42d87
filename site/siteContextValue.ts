import type { PublicBackend } from '../shared/backend/publicBackend.ts'
import type { BackendConfig, SiteConfig } from '../shared/config/siteConfig.ts'
import type { PostSanitizer } from '../shared/content/sanitizePostHtml.ts'

export interface SiteContextValue {
  site: SiteConfig
  backendConfig: BackendConfig
  backend: PublicBackend
  /**
   * The post HTML cleaner, on the browser's window or a DOM implementation's when prerendering.
   * Loaded on demand: it is the largest piece of a post page and a prerendered post needs it only
   * once the post has changed since the build.
   */
  loadSanitizer: () => Promise<PostSanitizer>
}
