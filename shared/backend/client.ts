import {
  type SupabaseClient,
  type SupabaseClientOptions,
  createClient,
} from '@supabase/supabase-js'
import type { BackendConfig } from '../config/siteConfig.ts'
import type { Database } from './database.types.ts'
import { type SessionEndReason, sessionEndRecorder } from './sessionEnd.ts'

/** The full client with Auth and Storage, for the owner's screens. */
export type BackendClient = SupabaseClient<Database>

export type Tables<Name extends keyof Database['public']['Tables']> =
  Database['public']['Tables'][Name]['Row']

/** Where and whether the session is kept; the browser's localStorage unless given. */
export type SessionOptions = NonNullable<SupabaseClientOptions<'public'>['auth']>

const sessionEnds = new WeakMap<BackendClient, () => SessionEndReason | null>()

export function createBackendClient(
  config: BackendConfig,
  auth?: SessionOptions,
  /** Sent with every request, such as the command line's own User-Agent. */
  headers?: Record<string, string>,
): BackendClient {
  const recorder = sessionEndRecorder()
  const client = createClient<Database>(config.url, config.anonKey, {
    auth,
    global: { fetch: recorder.fetch, headers },
  })
  sessionEnds.set(client, recorder.take)
  return client
}

/**
 * Why the server last refused this client's session (read when supabase-js has signed it out),
 * or null: then the session ended on this app's own account, such as Sign Out.
 */
export function takeSessionEndReason(client: BackendClient): SessionEndReason | null {
  return sessionEnds.get(client)?.() ?? null
}
