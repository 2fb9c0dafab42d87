import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../../../shared/backend/database.types.ts'
import type { StoredMessage } from '../../../supabase/local/mail/outbox.ts'
import { DEFAULT_OWNER } from '../../../supabase/local/cli-options.ts'
import { localApiKeys } from '../../../supabase/local/keys.ts'

/** The backend the e2e run started, seen from the test process. */
export function backendUrl(): string {
  const url = process.env.E2E_BACKEND_URL
  if (!url) throw new Error('E2E_BACKEND_URL is not set: run through playwright.config.ts')
  return url
}

const keys = localApiKeys()

/** Tables as the signed-in demo owner sees them (password sign-in over the Auth API). */
export async function ownerData(): Promise<PostgrestClient<Database>> {
  const response = await fetch(`${backendUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEFAULT_OWNER),
  })
  const session = (await response.json()) as { access_token?: string }
  if (!session.access_token) throw new Error('The demo owner could not sign in')
  return new PostgrestClient<Database>(`${backendUrl()}/rest/v1`, {
    headers: { apikey: keys.anonKey, Authorization: `Bearer ${session.access_token}` },
  })
}

/** Mail the local backend's functions sent to an address, newest first. */
export async function mailTo(address: string): Promise<StoredMessage[]> {
  const response = await fetch(`${backendUrl()}/_mail/api/messages`)
  const messages = (await response.json()) as StoredMessage[]
  return messages.filter((message) => message.to.includes(address))
}

export const demoOwner = DEFAULT_OWNER
