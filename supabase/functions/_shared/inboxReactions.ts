import { idOf } from './actorKeys.ts'
import type { Activity, ActivityContext } from './inboxActivities.ts'
import { postOfObject } from './postObjects.ts'

const REACTIONS = ['Like', 'Announce']

const isReaction = (value: unknown): value is { id: unknown; type: string } =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  typeof value.type === 'string' &&
  REACTIONS.includes(value.type)

/**
 * A Like or an Announce (a boost) of a post is counted for it, once per actor and kind; an Undo
 * of one takes it back. Whether the activity was one of these (handled, or about no post).
 */
export async function handleReaction(
  activity: Activity,
  context: ActivityContext,
): Promise<boolean> {
  const { client } = context
  if (REACTIONS.includes(activity.type)) {
    const postId = await postOfObject(idOf(activity.object), context)
    if (postId === null) return true
    const { error } = await client.from('fediverse_reactions').upsert(
      {
        activity_id: activity.id,
        post_id: postId,
        type: activity.type,
        actor_id: activity.actor,
      },
      { onConflict: 'post_id,type,actor_id', ignoreDuplicates: true },
    )
    if (error) throw new Error(error.message)
    return true
  }
  if (activity.type !== 'Undo' || !isReaction(activity.object)) return false
  const undone = idOf(activity.object.id)
  if (undone !== null) {
    const { error } = await client
      .from('fediverse_reactions')
      .delete()
      .eq('activity_id', undone)
      .eq('actor_id', activity.actor)
    if (error) throw new Error(error.message)
  }
  return true
}
