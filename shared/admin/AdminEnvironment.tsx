import { createContext, use } from 'react'
import type { BackendClient } from '../backend/client.ts'

/**
 * What the owner's screens need from the app that mounts them (the site's admin routes or the
 * desktop app): the backend client and who the owner is.
 */
export interface AdminEnvironment {
  client: BackendClient
  /** Default author of posts. */
  ownerName: string
  /** The issuer label authenticator apps show for the admin account. */
  adminName: string
}

export const AdminEnvironmentContext = createContext<AdminEnvironment | null>(null)

export function useAdminEnvironment(): AdminEnvironment {
  const environment = use(AdminEnvironmentContext)
  if (!environment) throw new Error('useAdminEnvironment must be used within its provider')
  return environment
}
