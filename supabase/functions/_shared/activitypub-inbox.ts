import { serviceClient } from './clients.ts'
import { type FunctionEnvironment, functionsUrl } from './environment.ts'
import type { FetchLimits } from './fediverseFetch.ts'
import { ACTOR_PATH } from './fediversePost.ts'
import { json, withErrorResponse } from './http.ts'
import { privateKeyCache } from './httpSignatures.ts'
import {
  type Activity,
  type ActivityContext,
  handleActivity,
  readActivity,
} from './inboxActivities.ts'
import {
  blockedServer,
  claimedSender,
  hostOf,
  INBOX_RATE,
  tooManyRequests,
  withinServerRate,
} from './inboxGate.ts'
import { handleReaction } from './inboxReactions.ts'
import { handleReply } from './inboxReplies.ts'
import { replayed } from './inboxReplays.ts'
import { requestSigner, unauthorised } from './inboxSignature.ts'

/** The largest activity the inbox reads. */
const MAX_ACTIVITY_BYTES = 256 * 1024

/** Replies and reactions first (inboxReplies.ts, inboxReactions.ts), then follows. */
async function answer(activity: Activity, context: ActivityContext): Promise<Response | null> {
  const reply = await handleReply(activity, context)
  if (reply !== undefined) return reply
  return (await handleReaction(activity, context)) ? null : handleActivity(activity, context)
}

interface InboxDeps {
  env: FunctionEnvironment
  /** The account's private key, PKCS #8 PEM (FEDIVERSE_PRIVATE_KEY); null when not set up. */
  privateKeyPem: () => string | null
  now: () => number
  limits: FetchLimits
}

/**
 * `activitypub-inbox`: the owner's inbox and shared inbox on the social web (the actor the build
 * writes names it). Takes POSTs signed by a key their sender's actor publishes
 * (inboxSignature.ts), of activities (inboxActivities.ts); each activity id is handled once,
 * and a signature taken before is refused (inboxReplays.ts). A server may send INBOX_RATE's
 * requests a minute (429 past it); one the owner blocked, none (403).
 */
export function createActivityPubInbox(deps: InboxDeps) {
  const { env, limits } = deps
  const inboxUrl = new URL(`${functionsUrl(env)}/activitypub-inbox`)
  const actorId = `${env.siteUrl}${ACTOR_PATH}`
  const signingKey = privateKeyCache()

  return withErrorResponse(async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return json(405, { error: 'The inbox takes signed POSTs.' })
    const pem = deps.privateKeyPem()
    if (pem === null) {
      return json(503, { error: 'The social web account is not set up (FEDIVERSE_PRIVATE_KEY).' })
    }
    const declared = Number(request.headers.get('content-length') ?? '0')
    const body = declared > MAX_ACTIVITY_BYTES ? null : new Uint8Array(await request.arrayBuffer())
    if (!body || body.byteLength > MAX_ACTIVITY_BYTES) {
      return json(413, { error: 'The activity is too large.' })
    }
    const client = serviceClient(env)
    const now = deps.now()
    const claimed = claimedSender(request)
    if (claimed !== null) {
      if (!(await withinServerRate(client, claimed, now))) {
        return tooManyRequests(INBOX_RATE.windowMs)
      }
      const refused = await blockedServer(client, claimed)
      if (refused) return refused
    }
    const signer = { keyId: `${actorId}#main-key`, key: await signingKey(pem), now }
    const sender = await requestSigner(request, body, { client, inboxUrl, now, limits, signer })
    if (sender instanceof Response) return sender
    if (await replayed(client, sender.signature, now)) {
      return unauthorised('this signature was taken before (a request sent again)')
    }
    const activity = readActivity(body)
    if (!activity) return json(400, { error: 'The body is not an activity.' })
    if (activity.actor !== sender.actorId) {
      return unauthorised("the signing key is not the activity's actor's")
    }
    const actorHost = hostOf(activity.actor) ?? ''
    const blocked = actorHost === claimed ? null : await blockedServer(client, actorHost)
    if (blocked) return blocked

    const { data: seen } = await client
      .from('fediverse_inbox_activities')
      .select('activity_id')
      .eq('activity_id', activity.id)
      .maybeSingle()
    if (seen) return json(202, { status: 'already handled' })
    const context = { client, actorId, limits, signer }
    const refusal = await answer(activity, context)
    if (refusal) return refusal
    const { error } = await client
      .from('fediverse_inbox_activities')
      .upsert(
        { activity_id: activity.id, type: activity.type, actor_id: activity.actor },
        { ignoreDuplicates: true },
      )
    if (error) throw new Error(error.message)
    return json(202, { status: 'accepted' })
  })
}
