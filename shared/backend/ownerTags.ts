import { isRecordList, isStringList } from './answerShapes.ts'
import type { DataClient } from './dataClient.ts'
import { BackendError, toBackendError } from './errors.ts'
import { withinTimeLimit } from './requestTimeLimit.ts'
import { tagKey } from '../domain/tags.ts'

/** A tag as the Tags screen lists it: how many posts (drafts too) and publications carry it. */
export interface ListedTag {
  name: string
  posts: number
  publications: number
}

/** How long the owner's Tags screen waits for an answer before saying so. */
export const TAGS_TIME_LIMIT_MS = 15_000

const unexpected = () =>
  new BackendError('The server’s answer was not what was asked for. Please try again.')

/** The tags of every row of a `select('tags')` answer, once its error and shape are checked. */
function tagsOf(result: { data: unknown; error: unknown }): string[][] {
  if (result.error) throw toBackendError(result.error)
  if (!isRecordList(result.data)) throw unexpected()
  return result.data.map(({ tags }) => {
    if (tags === null) return []
    if (!isStringList(tags)) throw unexpected()
    return tags
  })
}

/** Counts each tag (in any capitals, in its first spelling) over posts and publications. */
export function countTags(posts: string[][], publications: string[][]): ListedTag[] {
  const tags = new Map<string, ListedTag>()
  const count = (items: string[][], field: 'posts' | 'publications') => {
    for (const item of items) {
      for (const name of item) {
        const listed = tags.get(tagKey(name)) ?? { name, posts: 0, publications: 0 }
        listed[field] += 1
        tags.set(tagKey(name), listed)
      }
    }
  }
  count(posts, 'posts')
  count(publications, 'publications')
  return [...tags.values()].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  )
}

/** Every tag of the posts and publications, by name, with its counts. */
export function fetchTagList(client: DataClient, signal?: AbortSignal): Promise<ListedTag[]> {
  return withinTimeLimit(TAGS_TIME_LIMIT_MS, signal, async (limited) => {
    const [posts, publications] = await Promise.all([
      client.from('blog_posts').select('tags').abortSignal(limited),
      client.from('publications').select('tags').not('tags', 'is', null).abortSignal(limited),
    ])
    return countTags(tagsOf(posts), tagsOf(publications))
  })
}

/** The number of posts and publications a tag change reached, once its answer is checked. */
function changedCount(result: { data: unknown; error: unknown }): number {
  if (result.error) {
    const failure = toBackendError(result.error)
    throw failure.code === 'P0002'
      ? new BackendError(
          'No post or publication has this tag any more: it may have been changed meanwhile.',
          failure.code,
          failure.status,
        )
      : failure
  }
  if (typeof result.data !== 'number') throw unexpected()
  return result.data
}

/**
 * Renames a tag on every post and publication at once, or merges it into another tag when
 * the new name is one (in any capitals): the old name's blog address then leads to the new.
 */
export function renameTag(client: DataClient, from: string, to: string): Promise<number> {
  return withinTimeLimit(TAGS_TIME_LIMIT_MS, undefined, async (limited) =>
    changedCount(await client.rpc('rename_tag', { tag: from, new_name: to }).abortSignal(limited)),
  )
}

/** Takes a tag off every post and publication at once. */
export function deleteTag(client: DataClient, tag: string): Promise<number> {
  return withinTimeLimit(TAGS_TIME_LIMIT_MS, undefined, async (limited) =>
    changedCount(await client.rpc('delete_tag', { tag }).abortSignal(limited)),
  )
}
