import { idOf } from './actorKeys.ts'
import { fetchActivityDocument } from './fediverseFetch.ts'
import { json } from './http.ts'
import type { Activity, ActivityContext } from './inboxActivities.ts'
import { hostOf } from './inboxGate.ts'
import { postOfObject } from './postObjects.ts'
import { cleanReplyHtml } from './replyHtml.ts'

/** The longest reply kept, in characters of cleaned HTML (the table's limit). */
const MAX_REPLY_CHARACTERS = 100_000

type Note = Record<string, unknown> & { id: string }

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The activity's object when it is a Note written by the activity's actor, else null. */
function authoredNote(activity: Activity): Note | null {
  const note = activity.object
  if (typeof note !== 'object' || note === null || Array.isArray(note)) return null
  const fields = note as Record<string, unknown>
  const id = idOf(fields.id)
  if (fields.type !== 'Note' || !id || idOf(fields.attributedTo) !== activity.actor) return null
  return { ...fields, id }
}

/** The reply's page on its own server: its `url` (a string, a Link, or a list), else its id. */
function pageOf(note: Note): string {
  const urls: unknown[] = Array.isArray(note.url) ? note.url : [note.url]
  const page = urls
    .map(
      (url) =>
        text(url) ??
        (typeof url === 'object' && url !== null && 'href' in url ? text(url.href) : null),
    )
    .find((url) => url !== null && /^https?:\/\//i.test(url))
  return page ?? note.id
}

/** The author's name and handle (`@user@host`), from their actor document; null when none. */
async function authorOf(
  actorId: string,
  context: ActivityContext,
): Promise<{ author_name: string; author_handle: string } | null> {
  const actor = await fetchActivityDocument(actorId, context.limits, context.signer)
  const host = hostOf(actorId)
  if (!actor || idOf(actor.id) !== actorId || host === null) return null
  const username = text(actor.preferredUsername)
  const handle = username === null ? `@${host}` : `@${username}@${host}`
  return {
    author_name: (text(actor.name) ?? username ?? host).slice(0, 200),
    author_handle: handle.slice(0, 300),
  }
}

/** What a Note says, as the table keeps it; null when its HTML is longer than a reply may be. */
function noteFields(note: Note, now: number) {
  const content = cleanReplyHtml(typeof note.content === 'string' ? note.content : '')
  if (content.length > MAX_REPLY_CHARACTERS) return null
  const published = Date.parse(typeof note.published === 'string' ? note.published : '')
  return {
    content,
    url: pageOf(note).slice(0, 2000),
    published_at: new Date(Number.isNaN(published) ? now : published).toISOString(),
  }
}

const tooLong = () => json(413, { error: 'The reply is too long.' })

/** A new reply to a post is kept, pending; a Note about anything else is let be. */
async function created(note: Note, activity: Activity, context: ActivityContext) {
  const postId = await postOfObject(idOf(note.inReplyTo), context)
  if (postId === null) return null
  const fields = noteFields(note, context.signer.now)
  if (!fields) return tooLong()
  const author = await authorOf(activity.actor, context)
  if (!author) return json(400, { error: 'The reply’s author is not an actor.' })
  const { error } = await context.client
    .from('fediverse_replies')
    .upsert(
      { object_id: note.id, post_id: postId, actor_id: activity.actor, ...author, ...fields },
      { onConflict: 'object_id', ignoreDuplicates: true },
    )
  if (error) throw new Error(error.message)
  return null
}

/** An edited reply takes its new words and waits for the owner again. */
async function updated(note: Note, activity: Activity, context: ActivityContext) {
  const fields = noteFields(note, context.signer.now)
  if (!fields) return tooLong()
  const { error } = await context.client
    .from('fediverse_replies')
    .update({ ...fields, state: 'pending' })
    .eq('object_id', note.id)
    .eq('actor_id', activity.actor)
  if (error) throw new Error(error.message)
  return null
}

/**
 * Replies from the social web: a Create of a Note in reply to one of the posts' objects is kept
 * pending, for the owner to approve; its author's Update changes it (pending again) and Delete
 * removes it. Undefined when the activity is none of these; else null when done, or the answer
 * that says why not.
 */
export async function handleReply(
  activity: Activity,
  context: ActivityContext,
): Promise<Response | null | undefined> {
  if (activity.type === 'Delete') {
    const object = idOf(activity.object)
    if (object === null || object === activity.actor) return undefined
    const { error } = await context.client
      .from('fediverse_replies')
      .delete()
      .eq('object_id', object)
      .eq('actor_id', activity.actor)
    if (error) throw new Error(error.message)
    return null
  }
  if (activity.type !== 'Create' && activity.type !== 'Update') return undefined
  const note = authoredNote(activity)
  if (!note) return null
  return activity.type === 'Create'
    ? created(note, activity, context)
    : updated(note, activity, context)
}
