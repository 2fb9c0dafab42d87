import { type FunctionClient, serviceClient } from './clients.ts'
import type { Database } from './database.types.ts'
import {
  type Delivery,
  recordDelivered,
  recordFailed,
  recordGivenUp,
  takeDueDeliveries,
} from './deliveryQueue.ts'
import { type FunctionEnvironment, functionsUrl } from './environment.ts'
import { type FetchLimits, postWithin, remoteUrl } from './fediverseFetch.ts'
import {
  ACTOR_PATH,
  type FediverseSite,
  createActivity,
  deleteActivity,
  postNote,
  updateActivity,
} from './fediversePost.ts'
import { followAnswer } from './followAnswer.ts'
import { json, sameSecret, withErrorResponse } from './http.ts'
import { privateKeyCache, signedPostHeaders } from './httpSignatures.ts'

interface DeliverDeps {
  env: FunctionEnvironment
  /** The secret the database sends (private.fediverse_dispatch). */
  dispatchSecret: string
  /** The account's private key, PKCS #8 PEM (FEDIVERSE_PRIVATE_KEY); null when not set up. */
  privateKeyPem: () => string | null
  now: () => number
  limits: FetchLimits
}

type PostRow = Pick<
  Database['public']['Tables']['blog_posts']['Row'],
  | 'id'
  | 'slug'
  | 'title'
  | 'tags'
  | 'published'
  | 'publish_date'
  | 'created_at'
  | 'updated_at'
  | 'meta_description'
  | 'banner_alt'
  | 'featured_image_url'
  | 'featured_image_variants'
>

type LoadPost = (postId: string) => Promise<PostRow | null>

/**
 * `activitypub-deliver`: sends the social web's deliveries that are due (`fediverse_deliveries`:
 * posts' Creates, Updates and Deletes, and Rejects of removed followers) to their inboxes, each
 * a POST signed as Mastodon signs them, one server after another in parallel and each server's
 * in order; a server that fails is paused, its other deliveries waiting with the failed one.
 * The database calls it through pg_net, with the dispatch secret in `x-fediverse-secret`, when a
 * delivery is due.
 */
export function createActivityPubDeliver(deps: DeliverDeps) {
  const { env } = deps
  const site: FediverseSite = {
    siteUrl: env.siteUrl,
    actorId: `${env.siteUrl}${ACTOR_PATH}`,
    followersUrl: `${functionsUrl(env)}/activitypub-followers`,
  }
  const signingKey = privateKeyCache()

  return withErrorResponse(async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST to deliver.' })
    if (!(await sameSecret(request.headers.get('x-fediverse-secret'), deps.dispatchSecret))) {
      return json(403, { error: 'Only the database asks for deliveries.' })
    }
    const pem = deps.privateKeyPem()
    if (pem === null) {
      return json(503, { error: 'The social web account is not set up (FEDIVERSE_PRIVATE_KEY).' })
    }
    const client = serviceClient(env)
    const now = deps.now()
    const signer = { keyId: `${site.actorId}#main-key`, key: await signingKey(pem), now }
    const { deliveries, hosts } = await takeDueDeliveries(client, now)
    const posts = new Map<string, Promise<PostRow | null>>()
    const loadPost: LoadPost = (postId) => {
      const loaded = posts.get(postId) ?? readPost(client, postId)
      posts.set(postId, loaded)
      return loaded
    }

    const byHost = new Map<string, Delivery[]>()
    for (const delivery of deliveries) {
      byHost.set(delivery.host, [...(byHost.get(delivery.host) ?? []), delivery])
    }
    const paused = await Promise.all(
      [...byHost.values()].map(async (queue) => {
        for (const [index, delivery] of queue.entries()) {
          const url = remoteUrl(delivery.inbox, deps.limits)
          if (!url) {
            await recordGivenUp(client, delivery, now, 'The inbox is not an address it may call.')
            continue
          }
          const activity = await activityOf(site, delivery, loadPost)
          if (typeof activity === 'string') {
            await recordGivenUp(client, delivery, now, activity)
            continue
          }
          const body = new TextEncoder().encode(JSON.stringify(activity))
          const headers = await signedPostHeaders(url, body, signer)
          const refusal = await postWithin(url, body, headers, deps.limits)
          if (refusal === null) {
            await recordDelivered(client, delivery, now)
            continue
          }
          const later = queue.slice(index + 1)
          await recordFailed(client, { delivery, reason: refusal, later }, hosts, now)
          return true
        }
        return false
      }),
    )
    return json(200, {
      taken: deliveries.length,
      pausedServers: paused.filter(Boolean).length,
    })
  })
}

async function readPost(client: FunctionClient, postId: string): Promise<PostRow | null> {
  const { data, error } = await client
    .from('blog_posts')
    .select(
      'id, slug, title, tags, published, publish_date, created_at, updated_at, meta_description, banner_alt, featured_image_url, featured_image_variants',
    )
    .eq('id', postId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

/**
 * The activity a delivery sends, made when it is sent: a Create or an Update carries the post as
 * it is then; a Delete names the post alone, which may be gone; a Reject ends the Follow of a
 * follower the owner removed. A reason instead when there is nothing to send (the post is no
 * longer published: its Delete follows).
 */
async function activityOf(
  site: FediverseSite,
  delivery: Delivery,
  loadPost: LoadPost,
): Promise<Record<string, unknown> | string> {
  const { post_id: postId, follow_id: followId, follower_id: follower } = delivery
  if (delivery.activity === 'Reject') {
    if (followId === null || follower === null) return 'The Reject names no Follow.'
    const id = `${site.actorId}#rejects/${String(delivery.id)}`
    return followAnswer('Reject', site.actorId, { id: followId, actor: follower }, id)
  }
  if (postId === null) return 'The delivery names no post.'
  if (delivery.activity === 'Delete') return deleteActivity(site, postId)
  const post = await loadPost(postId)
  if (!post?.published) return 'The post is no longer published.'
  const note = postNote(site, post, null)
  return delivery.activity === 'Create'
    ? { '@context': note['@context'], ...createActivity(site.actorId, note) }
    : updateActivity(site.actorId, note, post.updated_at)
}
