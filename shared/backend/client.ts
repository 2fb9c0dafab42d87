import {
  type SupabaseClient,
  type SupabaseClientOptions,
  createClient,
} from '@supabase/supabase-js'
import type { BackendConfig } from '../config/siteConfig.ts'
import type { Database } from './database.types.ts'

/** The full client with Auth and Storage, for the owner's screens. */
export type BackendClient = SupabaseClient<Database>

export type Tables<Name extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][Name]['Row']

/** Where and whether the session is kept; the browser's localStorage unless given. */
export type SessionOptions = NonNullable<SupabaseClientOptions<'public'>['auth']>

export function createBackendClient(config: BackendConfig, auth?: SessionOptions): BackendClient {
  return createClient<Database>(config.url, config.anonKey, { auth })
}
