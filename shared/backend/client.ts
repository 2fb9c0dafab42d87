import { type SupabaseClient, createClient } from '@supabase/supabase-js'
import type { BackendConfig } from '../config/siteConfig.ts'
import type { Database } from './database.types.ts'

/** The full client with Auth and Storage, for the owner's screens. */
export type BackendClient = SupabaseClient<Database>

export type Tables<Name extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][Name]['Row']

export function createBackendClient(config: BackendConfig): BackendClient {
  return createClient<Database>(config.url, config.anonKey)
}
