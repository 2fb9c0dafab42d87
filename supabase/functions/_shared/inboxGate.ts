import type { FunctionClient } from './clients.ts'
import { json } from './http.ts'
import { claimedKeyId } from './inboxSignature.ts'

/** How many requests one server may send the inbox in a window, before 429. */
export const INBOX_RATE = { requests: 300, windowMs: 60_000 }
/** The servers counted in one window at most: a flood of names is refused, not remembered. */
const MAX_COUNTED_SERVERS = 10_000

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
 * A count of each server's requests in fixed windows: whether one more is allowed now. Kept in
 * the function's memory, so each instance counts its own; enough to stop one server flooding.
 */
export function serverRateLimit(rate = INBOX_RATE): (host: string, now: number) => boolean {
  const counts = new Map<string, number>()
  let windowStart = 0
  return (host, now) => {
    if (now - windowStart >= rate.windowMs) {
      counts.clear()
      windowStart = now
    }
    const count = counts.get(host) ?? 0
    if (count === 0 && counts.size >= MAX_COUNTED_SERVERS) return false
    counts.set(host, count + 1)
    return count < rate.requests
  }
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
