import { type SupabaseClient, createClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import type { FunctionEnvironment } from './environment.ts'

export type FunctionClient = SupabaseClient<Database>

const serverOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

/** The service role: bypasses row-level security. Only for what the function itself checks. */
export function serviceClient(env: FunctionEnvironment): FunctionClient {
  return createClient<Database>(env.supabaseUrl, env.serviceRoleKey, serverOptions)
}

/** The caller's own rights: their token, forwarded, so row-level security applies to them. */
export function callerClient(env: FunctionEnvironment, authorization: string): FunctionClient {
  return createClient<Database>(env.supabaseUrl, env.anonKey, {
    ...serverOptions,
    global: { headers: { Authorization: authorization } },
  })
}
