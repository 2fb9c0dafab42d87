import type { FunctionClient } from './clients.ts'
import { sha256Hex } from './http.ts'

/** How long a signature is remembered: as long as its Date is accepted, either way. */
const REMEMBERED_MS = 2 * 60 * 60 * 1000

/**
 * Whether this signature (the bytes that verified, base64, of either form) was taken before,
 * within its hour: a request sent again (a replay) carries the same one, whatever else it adds to
 * its headers, where a server's retry is signed afresh. Notes it otherwise, and forgets the
 * signatures whose time can no longer be accepted.
 */
export async function replayed(
  client: FunctionClient,
  signature: string,
  now: number,
): Promise<boolean> {
  const seen = client.from('fediverse_seen_signatures')
  const forgotten = await seen.delete().lt('seen_at', new Date(now - REMEMBERED_MS).toISOString())
  if (forgotten.error) throw new Error(forgotten.error.message)
  const { error } = await seen.insert({
    signature_sha256: await sha256Hex(signature),
    seen_at: new Date(now).toISOString(),
  })
  if (error?.code === '23505') return true
  if (error) throw new Error(error.message)
  return false
}
