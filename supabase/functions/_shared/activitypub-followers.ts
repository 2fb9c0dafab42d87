import { serviceClient } from './clients.ts'
import { type FunctionEnvironment, functionsUrl } from './environment.ts'
import { ACTIVITYSTREAMS } from './fediversePost.ts'
import { json, withErrorResponse } from './http.ts'

/**
 * `activitypub-followers`: the account's followers collection, which its actor names. Like a
 * Mastodon account that hides its network, it says how many follow and not who: the followers'
 * addresses stay with the owner (the Followers screen).
 */
export function createActivityPubFollowers(deps: { env: FunctionEnvironment }) {
  const { env } = deps
  const id = `${functionsUrl(env)}/activitypub-followers`

  return withErrorResponse(async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return json(405, { error: 'The followers collection is read.' })
    const { count, error } = await serviceClient(env)
      .from('fediverse_followers')
      .select('actor_id', { count: 'exact' })
      .limit(0)
    if (error || count === null) throw new Error(error?.message ?? 'No count of the followers')
    return json(
      200,
      { '@context': ACTIVITYSTREAMS, id, type: 'OrderedCollection', totalItems: count },
      { 'Content-Type': 'application/activity+json; charset=utf-8' },
    )
  })
}
