import { createPublicBackend } from '../shared/backend/publicBackend.ts'
import { readBackendConfig, readSiteConfig } from '../shared/config/siteConfig.ts'
import type { PostSanitizer } from '../shared/content/sanitizePostHtml.ts'
import type { SiteContextValue } from './siteContextValue.ts'

let sanitizer: Promise<PostSanitizer> | undefined
let context: SiteContextValue | undefined

/** The site's configuration and backend connection in the browser: one per page. */
export function browserContext(): SiteContextValue {
  const backendConfig = readBackendConfig(import.meta.env)
  context ??= {
    site: readSiteConfig(import.meta.env),
    backendConfig,
    backend: createPublicBackend(backendConfig),
    loadSanitizer: () =>
      (sanitizer ??= import('../shared/content/sanitizePostHtml.ts').then((module) =>
        module.createPostSanitizer(window),
      )),
  }
  return context
}
