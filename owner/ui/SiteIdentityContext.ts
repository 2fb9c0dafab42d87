import { createContext, use } from 'react'
import type { SharingSite } from '../../shared/domain/sharing.ts'

/** Who the owner is and which site they run, as the owner's screens name them. */
export interface SiteIdentity {
  /** Default author of posts. */
  ownerName: string
  /** The issuer label authenticator apps show for the admin account. */
  adminName: string
  /**
   * The public site's name and address: the editor previews how a post is shared, and private
   * preview links point there.
   */
  site: SharingSite
  /** The owner's account on the social web, `@handle@site-host` (shared/config/fediverse.ts). */
  fediverseHandle: string
}

export const SiteIdentityContext = createContext<SiteIdentity | null>(null)

export function useSiteIdentity(): SiteIdentity {
  const identity = use(SiteIdentityContext)
  if (!identity) throw new Error('useSiteIdentity must be used within an AdminEnvironmentProvider')
  return identity
}
