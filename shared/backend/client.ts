import { type SupabaseClient, createClient } from '@supabase/supabase-js'
import type { BackendConfig } from '../config/siteConfig.ts'
import type { Database } from './database.types.ts'

/** The one typed client every part of the product talks to the backend through. */
export type BackendClient = SupabaseClient<Database>

export type Tables<Name extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][Name]['Row']

export function createBackendClient(config: BackendConfig): BackendClient {
  return createClient<Database>(config.url, config.anonKey)
}
