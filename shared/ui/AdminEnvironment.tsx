import { createContext, use } from 'react'
import type { BackendClient } from '../backend/client.ts'
import type { SharingSite } from '../domain/sharing.ts'
import type { Platform } from '../platform/Platform.ts'

/**
 * What the owner's screens need from the app that mounts them (the site's admin routes or the
 * desktop app): the backend client, who the owner is, and the platform's capabilities.
 */
export interface AdminEnvironment {
  client: BackendClient
  /** Default author of posts. */
  ownerName: string
  /** The issuer label authenticator apps show for the admin account. */
  adminName: string
  /**
   * The public site's name and address: the editor previews how a post is shared, and private
   * preview links point there.
   */
  site: SharingSite
  /** Where drafts are kept, and whether saves wait for the backend when it is unreachable. */
  platform: Platform
}

export const AdminEnvironmentContext = createContext<AdminEnvironment | null>(null)

export function useAdminEnvironment(): AdminEnvironment {
  const environment = use(AdminEnvironmentContext)
  if (!environment) throw new Error('useAdminEnvironment must be used within its provider')
  return environment
}
