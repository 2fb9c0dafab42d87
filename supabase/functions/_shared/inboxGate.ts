import type { FunctionClient } from './clients.ts'
import { json } from './http.ts'
import { claimedKeyId } from './inboxSignature.ts'

/** How many requests one server may send the inbox in a window, before 429. */
export const INBOX_RATE = { requests: 300, windowMs: 60_000 }

/** A server as addresses name it: the host, with its port when there is one, in lower case. */
export function hostOf(address: string): string | null {
  try {
    return new URL(address).host.toLowerCase() || null
  } catch {
    return null
  }
}

/** The server a request says it comes from: the host of the key its signature names (either form). */
export function claimedSender(request: Request): string | null {
  const keyId = claimedKeyId(request.headers)
  return keyId === null ? null : hostOf(keyId)
}

/**
 * Whether the inbox takes one more request from the server now: its requests are counted in the
 * database (public.count_inbox_request), in a window from its first, so that every instance of
 * the function counts the same ones.
 */
export async function withinServerRate(
  client: FunctionClient,
  host: string,
  now: number,
): Promise<boolean> {
  const { data, error } = await client.rpc('count_inbox_request', {
    server: host,
    at: new Date(now).toISOString(),
    window_seconds: INBOX_RATE.windowMs / 1000,
  })
  if (error) throw new Error(error.message)
  return data <= INBOX_RATE.requests
}

export const tooManyRequests = (windowMs: number) =>
  json(
    429,
    { error: 'Too many requests from this server; try again later.' },
    { 'Retry-After': String(Math.ceil(windowMs / 1000)) },
  )

/** The 403 for a server the owner blocked, or null when it is not blocked. */
export async function blockedServer(
  client: FunctionClient,
  host: string,
): Promise<Response | null> {
  const { data, error } = await client
    .from('fediverse_blocked_servers')
    .select('host')
    .eq('host', host)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data ? json(403, { error: 'This server is blocked.' }) : null
}
