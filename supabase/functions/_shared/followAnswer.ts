import { ACTIVITYSTREAMS } from './fediversePost.ts'

/** A Follow of the owner's account, as an answer names it. */
export interface FollowOfOwner {
  /** The Follow activity's id. */
  id: string
  /** The follower's actor. */
  actor: string
}

/**
 * The owner's answer to a Follow: an Accept when it is taken, a Reject when the owner ends it.
 * It carries the Follow itself (its id, its actor, the owner as its object), by which Mastodon
 * finds the follow to confirm or drop.
 */
export function followAnswer(
  type: 'Accept' | 'Reject',
  ownerActorId: string,
  follow: FollowOfOwner,
  id: string,
): Record<string, unknown> {
  return {
    '@context': ACTIVITYSTREAMS,
    id,
    type,
    actor: ownerActorId,
    object: { id: follow.id, type: 'Follow', actor: follow.actor, object: ownerActorId },
  }
}
