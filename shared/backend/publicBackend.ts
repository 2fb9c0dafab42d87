import { FunctionsClient } from '@supabase/functions-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import type { BackendConfig } from '../config/siteConfig.ts'
import type { Database } from './database.types.ts'

/**
 * What reading and writing tables needs: satisfied both by a bare PostgREST client (public
 * pages) and by the full supabase-js client (owner screens, with the session's token).
 */
export type DataClient = Pick<PostgrestClient<Database>, 'from' | 'rpc'>

/** The backend as a visitor uses it: tables through PostgREST and the Edge Functions. */
export interface PublicBackend {
  data: DataClient
  functions: FunctionsClient
}

/**
 * A visitor's connection, without Auth, Storage or Realtime: public pages load a fraction of
 * supabase-js this way. Requests carry the anon key, as supabase-js sends it.
 */
export function createPublicBackend(config: BackendConfig): PublicBackend {
  const headers: Record<string, string> = { apikey: config.anonKey }
  // New-style publishable keys are not JWTs and are never sent as a bearer token.
  if (!config.anonKey.startsWith('sb_')) headers.Authorization = `Bearer ${config.anonKey}`
  return {
    // Retries belong to the query layer (spec: two for the blog lists), not to each request.
    data: new PostgrestClient<Database>(`${config.url}/rest/v1`, { headers, retry: false }),
    functions: new FunctionsClient(`${config.url}/functions/v1`, { headers }),
  }
}
