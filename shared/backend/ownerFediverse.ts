import { isRecordList } from './answerShapes.ts'
import type { DataClient } from './dataClient.ts'
import { BackendError, dataOf } from './errors.ts'
import type { PublicReply } from './fediverseReplies.ts'
import { withinTimeLimit } from './requestTimeLimit.ts'

/** How long the owner's social-web screens wait for an answer before saying so. */
const FEDIVERSE_TIME_LIMIT_MS = 15_000

export type ReplyState = 'pending' | 'approved' | 'hidden'

/** A reply as the Replies screen lists it, with the post it answers. */
export interface ListedReply extends PublicReply {
  state: ReplyState
  post: { id: string; title: string; slug: string }
}

/** A post's likes and boosts on the social web. */
export interface PostReactions {
  postId: string
  title: string
  likes: number
  boosts: number
}

export interface ReplyList {
  /** Pending first, then approved, then hidden; newest first within each. */
  replies: ListedReply[]
  reactions: PostReactions[]
}

const unexpected = () =>
  new BackendError('The server’s answer was not what was asked for. Please try again.')

/** The rows of an answer, once its error and its shape are checked. */
async function rowsOf<Row>(
  result: PromiseLike<{ data: Row[] | null; error: unknown; status?: number }>,
): Promise<Row[]> {
  const rows = await dataOf(result)
  if (!isRecordList(rows)) throw unexpected()
  return rows
}

const STATE_ORDER: Record<ReplyState, number> = { pending: 0, approved: 1, hidden: 2 }
const isState = (state: string): state is ReplyState => state in STATE_ORDER

function countReactions(
  rows: { post_id: string; type: string }[],
  titles: ReadonlyMap<string, string>,
): PostReactions[] {
  const counts = new Map<string, PostReactions>()
  for (const { post_id: postId, type } of rows) {
    const counted = counts.get(postId) ?? {
      postId,
      title: titles.get(postId) ?? '',
      likes: 0,
      boosts: 0,
    }
    if (type === 'Like') counted.likes += 1
    else counted.boosts += 1
    counts.set(postId, counted)
  }
  return [...counts.values()].sort((a, b) => b.likes + b.boosts - (a.likes + a.boosts))
}

/** Every reply with its post, and each post's likes and boosts. */
export function fetchReplyList(client: DataClient, signal?: AbortSignal): Promise<ReplyList> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, signal, async (limited) => {
    const [replies, posts, reactions] = await Promise.all([
      rowsOf(
        client
          .from('fediverse_replies')
          .select('id, post_id, author_name, author_handle, url, content, published_at, state')
          .order('published_at', { ascending: false })
          .abortSignal(limited),
      ),
      rowsOf(client.from('blog_posts').select('id, title, slug').abortSignal(limited)),
      rowsOf(client.from('fediverse_reactions').select('post_id, type').abortSignal(limited)),
    ])
    const byId = new Map(posts.map((post) => [post.id, post]))
    const listed = replies.map(({ post_id: postId, state, ...reply }): ListedReply => {
      const post = byId.get(postId)
      if (!post || !isState(state)) throw unexpected()
      return { ...reply, state, post }
    })
    listed.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state])
    const titles = new Map(posts.map((post) => [post.id, post.title]))
    return { replies: listed, reactions: countReactions(reactions, titles) }
  })
}

/** Approves or hides a reply; fails when it is not there any more. */
export function setReplyState(client: DataClient, id: string, state: ReplyState): Promise<void> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, undefined, async (limited) => {
    const changed = await rowsOf(
      client
        .from('fediverse_replies')
        .update({ state })
        .eq('id', id)
        .select('id')
        .abortSignal(limited),
    )
    if (changed.length !== 1) throw new BackendError('This reply was deleted meanwhile')
  })
}

/** Deletes a reply; fails when it was already deleted. */
export function deleteReply(client: DataClient, id: string): Promise<void> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, undefined, async (limited) => {
    const deleted = await rowsOf(
      client.from('fediverse_replies').delete().eq('id', id).select('id').abortSignal(limited),
    )
    if (deleted.length !== 1) throw new BackendError('This reply was already deleted')
  })
}

/** A server that follows the owner's account. */
export interface ListedFollower {
  actorId: string
  followedAt: string
  /** The server it is on (`host[:port]`), which the owner may block. */
  host: string
}

export interface FollowerList {
  followers: ListedFollower[]
  /** The servers blocked, by host. */
  blocked: { host: string; blockedAt: string }[]
}

/** The host of an actor's address, as the blocklist names servers. */
export function serverOf(actorId: string): string {
  try {
    return new URL(actorId).host.toLowerCase()
  } catch {
    return ''
  }
}

/** The followers, newest first, and the blocked servers. */
export function fetchFollowerList(client: DataClient, signal?: AbortSignal): Promise<FollowerList> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, signal, async (limited) => {
    const [followers, blocked] = await Promise.all([
      rowsOf(
        client
          .from('fediverse_followers')
          .select('actor_id, followed_at')
          .order('followed_at', { ascending: false })
          .abortSignal(limited),
      ),
      rowsOf(
        client
          .from('fediverse_blocked_servers')
          .select('host, blocked_at')
          .order('host', { ascending: true })
          .abortSignal(limited),
      ),
    ])
    return {
      followers: followers.map(({ actor_id: actorId, followed_at: followedAt }) => ({
        actorId,
        followedAt,
        host: serverOf(actorId),
      })),
      blocked: blocked.map(({ host, blocked_at: blockedAt }) => ({ host, blockedAt })),
    }
  })
}

/** Removes a follower: its server no longer hears of new posts. */
export function removeFollower(client: DataClient, actorId: string): Promise<void> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, undefined, async (limited) => {
    await rowsOf(
      client
        .from('fediverse_followers')
        .delete()
        .eq('actor_id', actorId)
        .select('actor_id')
        .abortSignal(limited),
    )
  })
}

/** Blocks a server: the inbox refuses it from now on, and its followers are removed. */
export function blockServer(client: DataClient, host: string): Promise<void> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, undefined, async (limited) => {
    await rowsOf(
      client
        .from('fediverse_blocked_servers')
        .upsert({ host }, { ignoreDuplicates: true })
        .select('host')
        .abortSignal(limited),
    )
    await rowsOf(
      client
        .from('fediverse_followers')
        .delete()
        .like('actor_id', `%://${host}/%`)
        .select('actor_id')
        .abortSignal(limited),
    )
  })
}

/** Takes a server off the blocklist. */
export function unblockServer(client: DataClient, host: string): Promise<void> {
  return withinTimeLimit(FEDIVERSE_TIME_LIMIT_MS, undefined, async (limited) => {
    await rowsOf(
      client
        .from('fediverse_blocked_servers')
        .delete()
        .eq('host', host)
        .select('host')
        .abortSignal(limited),
    )
  })
}
