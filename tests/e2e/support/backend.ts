import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../../../shared/backend/database.types.ts'
import type { StoredMessage } from '../../../supabase/local/mail/outbox.ts'
import { DEFAULT_OWNER } from '../../../supabase/local/cli-options.ts'
import { localApiKeys } from '../../../supabase/local/keys.ts'

export const demoOwner = DEFAULT_OWNER
const keys = localApiKeys()

/** A session as Supabase Auth returns it (and supabase-js stores it). */
export type OwnerSession = Record<string, unknown> & { access_token: string; refresh_token: string }

/** A session of the given account, over the Auth API, as a client with this user agent. */
export async function passwordSession(
  backendUrl: string,
  credentials: { email: string; password: string } = demoOwner,
  userAgent?: string,
): Promise<OwnerSession> {
  const response = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      'Content-Type': 'application/json',
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
    },
    body: JSON.stringify(credentials),
  })
  const session = (await response.json()) as { access_token?: string; refresh_token?: string }
  if (!session.access_token || !session.refresh_token)
    throw new Error(`${credentials.email} could not sign in`)
  return session as OwnerSession
}

/** The status of a refresh with this refresh token: 200 while its session stands. */
export async function refreshStatus(backendUrl: string, refreshToken: string): Promise<number> {
  const response = await fetch(`${backendUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
  return response.status
}

/** Tables as the signed-in demo owner sees them. */
export async function ownerData(backendUrl: string): Promise<PostgrestClient<Database>> {
  const session = await passwordSession(backendUrl)
  return new PostgrestClient<Database>(`${backendUrl}/rest/v1`, {
    headers: { apikey: keys.anonKey, Authorization: `Bearer ${session.access_token}` },
  })
}

/** Tables with the service role, for setting up what a test needs. */
export function serviceData(backendUrl: string): PostgrestClient<Database> {
  return new PostgrestClient<Database>(`${backendUrl}/rest/v1`, {
    headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
  })
}

/** Mail the backend's functions sent to an address, newest first. */
export async function mailTo(backendUrl: string, address: string): Promise<StoredMessage[]> {
  const response = await fetch(`${backendUrl}/_mail/api/messages`)
  const messages = (await response.json()) as StoredMessage[]
  return messages.filter((message) => message.to.includes(address))
}
