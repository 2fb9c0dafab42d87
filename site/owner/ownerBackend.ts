import { type BackendClient, createBackendClient } from '../../shared/backend/client.ts'
import type { BackendConfig } from '../../shared/config/siteConfig.ts'

let client: BackendClient | null = null

/**
 * The one full supabase-js client of the owner's screens (Auth, Storage, Functions). It lives
 * in the owner chunks, which public pages load only for a signed-in owner.
 */
export function ownerBackend(config: BackendConfig): BackendClient {
  client ??= createBackendClient(config)
  return client
}
