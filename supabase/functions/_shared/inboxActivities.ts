import { type RemoteActor, fetchRemoteActor, idOf } from './actorKeys.ts'
import type { FunctionClient } from './clients.ts'
import { type FetchLimits, postWithin, remoteUrl } from './fediverseFetch.ts'
import { followAnswer } from './followAnswer.ts'
import { json } from './http.ts'
import { type RequestSigner, signedPostHeaders } from './httpSignatures.ts'

export interface Activity {
  id: string
  type: string
  actor: string
  object: unknown
}

export interface ActivityContext {
  client: FunctionClient
  /** The owner's actor, on the site. */
  actorId: string
  limits: FetchLimits
  /** The owner's actor's key, signing what the inbox sends and fetches. */
  signer: RequestSigner
}

/** The activity a body holds: an object with an id, a type and an actor; else null. */
export function readActivity(body: Uint8Array<ArrayBuffer>): Activity | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body))
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const activity = value as Record<string, unknown>
    const id = idOf(activity.id)
    const actor = idOf(activity.actor)
    if (!id || !actor || typeof activity.type !== 'string') return null
    return { id, type: activity.type, actor, object: activity.object }
  } catch {
    return null
  }
}

/** POSTs a signed Accept of the Follow to the follower's inbox; whether it was taken. */
async function accept(
  follow: Activity,
  follower: RemoteActor,
  context: ActivityContext,
): Promise<boolean> {
  const url = remoteUrl(follower.inbox, context.limits)
  if (!url) return false
  const { actorId } = context
  const id = `${actorId}#accepts/${crypto.randomUUID()}`
  const body = new TextEncoder().encode(JSON.stringify(followAnswer('Accept', actorId, follow, id)))
  const headers = await signedPostHeaders(url, body, context.signer)
  return (await postWithin(url, body, headers, context.limits)) === null
}

/** Stores the follower and answers with an Accept; null when done, else the answer why not. */
async function follow(activity: Activity, context: ActivityContext): Promise<Response | null> {
  const follower = await fetchRemoteActor(activity.actor, context.limits, context.signer)
  if (!follower) return json(400, { error: 'The follower is not an actor with an inbox.' })
  const { error } = await context.client.from('fediverse_followers').upsert({
    actor_id: follower.id,
    inbox: follower.inbox,
    shared_inbox: follower.sharedInbox,
    follow_id: activity.id,
  })
  if (error) throw new Error(error.message)
  return (await accept(activity, follower, context))
    ? null
    : json(502, { error: "The Accept could not be delivered to the follower's inbox." })
}

/**
 * Does what a verified activity asks: a Follow of the owner is stored and accepted, an Undo of
 * a Follow removes its follower, a Delete of the actor itself removes the follower and its
 * keys; anything else is taken and set aside. Null when done, else the answer that says why not.
 */
export async function handleActivity(
  activity: Activity,
  context: ActivityContext,
): Promise<Response | null> {
  const object = idOf(activity.object)
  if (activity.type === 'Follow' && object === context.actorId) return follow(activity, context)
  const undone = activity.object
  const undoesFollow =
    activity.type === 'Undo' &&
    typeof undone === 'object' &&
    undone !== null &&
    'type' in undone &&
    undone.type === 'Follow'
  const deletesActor = activity.type === 'Delete' && object === activity.actor
  const { client } = context
  if (undoesFollow || deletesActor) {
    const { error } = await client
      .from('fediverse_followers')
      .delete()
      .eq('actor_id', activity.actor)
    if (error) throw new Error(error.message)
  }
  if (deletesActor) {
    const { error } = await client
      .from('fediverse_actor_keys')
      .delete()
      .eq('actor_id', activity.actor)
    if (error) throw new Error(error.message)
  }
  return null
}
