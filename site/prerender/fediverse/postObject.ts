import { postNote } from '../../../shared/domain/fediversePost.ts'
import type { FeedPost } from '../feeds.ts'
import { type FediverseAccount, actorId } from './account.ts'
import { backendEndpoints, postObjectPath } from './addresses.ts'

/**
 * A post's object as the build writes it: a Note (supabase/functions/_shared/fediversePost.ts,
 * which the delivery function sends too) whose body is the whole post as its page shows it.
 */
export function postObject(
  account: FediverseAccount,
  post: FeedPost,
  body: string | null,
): Record<string, unknown> {
  const site = {
    siteUrl: account.siteUrl,
    actorId: actorId(account),
    followersUrl: backendEndpoints(account.backendUrl).followers,
  }
  return postNote(site, post, body)
}

export function postObjectUrl(account: FediverseAccount, post: { id: string }): string {
  return `${account.siteUrl}${postObjectPath(post.id)}`
}
