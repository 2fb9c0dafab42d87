import type { FunctionClient } from './clients.ts'
import { type FetchLimits, fetchActivityDocument } from './fediverseFetch.ts'
import { type RequestSigner, importPublicKey } from './httpSignatures.ts'

/** A key another server's actor signs with, and the actor that owns it. */
export interface ActorKey {
  actorId: string
  key: CryptoKey
}

/** An actor's public face: where activities for it go. */
export interface RemoteActor {
  id: string
  inbox: string
  sharedInbox: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null

/** The id an ActivityStreams reference gives: the string itself, or an object's `id`. */
export const idOf = (value: unknown): string | null =>
  text(value) ??
  (typeof value === 'object' && value !== null && 'id' in value ? text(value.id) : null)

/**
 * The key `keyId` names, from the document at its address (the actor, whose `publicKey` has that
 * id, or the key itself), owned by the actor it names.
 */
async function fetchActorKey(
  keyId: string,
  limits: FetchLimits,
  signer: RequestSigner,
): Promise<{ actorId: string; pem: string } | null> {
  const document = await fetchActivityDocument(keyId.split('#')[0] ?? '', limits, signer)
  if (!document) return null
  const published: unknown = document.publicKey
  const candidates: unknown[] = [
    document,
    ...(Array.isArray(published) ? (published as unknown[]) : [published]),
  ]
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue
    const key = candidate as Record<string, unknown>
    const pem = text(key.publicKeyPem)
    const owner = idOf(key.owner) ?? (key === document ? null : idOf(document.id))
    if (idOf(key.id) === keyId && pem && owner) return { actorId: owner, pem }
  }
  return null
}

/**
 * Finds signing keys: from the cache table first, else fetched from their actor and kept.
 * `verify` is asked with the cached key, and once more with a freshly fetched one when it says no
 * (the actor may have made a new key since).
 */
export async function withActorKey(
  client: FunctionClient,
  keyId: string,
  limits: FetchLimits,
  signer: RequestSigner,
  verify: (key: ActorKey) => Promise<boolean>,
): Promise<ActorKey | null> {
  const { data: cached } = await client
    .from('fediverse_actor_keys')
    .select('actor_id, public_key_pem')
    .eq('key_id', keyId)
    .maybeSingle()
  if (cached) {
    const key = await asActorKey(cached.actor_id, cached.public_key_pem)
    if (key && (await verify(key))) return key
  }
  const fetched = await fetchActorKey(keyId, limits, signer)
  const key = fetched && (await asActorKey(fetched.actorId, fetched.pem))
  if (!fetched || !key) return null
  const { error } = await client.from('fediverse_actor_keys').upsert({
    key_id: keyId,
    actor_id: fetched.actorId,
    public_key_pem: fetched.pem,
    fetched_at: new Date().toISOString(),
  })
  if (error) throw new Error(error.message)
  return (await verify(key)) ? key : null
}

async function asActorKey(actorId: string, pem: string): Promise<ActorKey | null> {
  try {
    return { actorId, key: await importPublicKey(pem) }
  } catch {
    return null
  }
}

/** The actor at `id`, with the inbox to answer it at; null when it is not one. */
export async function fetchRemoteActor(
  id: string,
  limits: FetchLimits,
  signer: RequestSigner,
): Promise<RemoteActor | null> {
  const document = await fetchActivityDocument(id, limits, signer)
  const inbox = text(document?.inbox)
  if (!document || idOf(document.id) !== id || !inbox) return null
  const endpoints = document.endpoints
  const sharedInbox =
    typeof endpoints === 'object' && endpoints !== null && 'sharedInbox' in endpoints
      ? text(endpoints.sharedInbox)
      : null
  return { id, inbox, sharedInbox }
}
