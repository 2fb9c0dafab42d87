import { isRecord, isRecordList } from './answerShapes.ts'
import type { DataClient } from './dataClient.ts'
import { BackendError, toBackendError } from './errors.ts'
import { withinTimeLimit } from './requestTimeLimit.ts'

/** A post a redirect may lead to, as the Redirects screen offers it. */
export interface RedirectTarget {
  id: string
  title: string
  slug: string
  published: boolean
}

/** An old address that leads to a post, as the Redirects screen lists it. */
export interface ListedRedirect {
  id: string
  fromPath: string
  createdAt: string
  /** The post it leads to (a redirect goes with its post when the post is deleted). */
  post: RedirectTarget
}

/** The Redirects screen's content: the redirects, and every post one may lead to. */
export interface RedirectList {
  redirects: ListedRedirect[]
  targets: RedirectTarget[]
}

/** How long the owner's Redirects screen waits for an answer before saying so. */
export const REDIRECTS_TIME_LIMIT_MS = 15_000

/** What the backend answered, when it is not what was asked for. */
const unexpected = () =>
  new BackendError('The server’s answer was not what was asked for. Please try again.')

/** A result's rows, once its error is thrown and its shape checked. */
function rowsOf(result: { data: unknown; error: unknown; status: number }) {
  if (result.error) {
    const failure = toBackendError(result.error)
    throw failure.status === null
      ? new BackendError(failure.message, failure.code, result.status)
      : failure
  }
  if (!isRecordList(result.data)) throw unexpected()
  return result.data
}

const isText = (value: unknown): value is string => typeof value === 'string'

function readTarget(row: Record<string, unknown>): RedirectTarget {
  const { id, title, slug, published } = row
  if (!isText(id) || !isText(title) || !isText(slug) || typeof published !== 'boolean') {
    throw unexpected()
  }
  return { id, title, slug, published }
}

function readRedirect(
  row: Record<string, unknown>,
  posts: ReadonlyMap<string, RedirectTarget>,
): ListedRedirect {
  const { id, from_path: fromPath, post_id: postId, created_at: createdAt } = row
  if (!isText(id) || !isText(fromPath) || !isText(postId) || !isText(createdAt)) {
    throw unexpected()
  }
  const post = posts.get(postId)
  if (!post) throw unexpected()
  return { id, fromPath, createdAt, post }
}

const REDIRECT_COLUMNS = 'id, from_path, post_id, created_at'

/** Every redirect by its old address, each with its post, and every post by title. */
export function fetchRedirectList(client: DataClient, signal?: AbortSignal): Promise<RedirectList> {
  return withinTimeLimit(REDIRECTS_TIME_LIMIT_MS, signal, async (limited) => {
    const [redirects, posts] = await Promise.all([
      client
        .from('redirects')
        .select(REDIRECT_COLUMNS)
        .order('from_path', { ascending: true })
        .abortSignal(limited),
      // Lists never carry post bodies: a title and an address are all a choice needs.
      client
        .from('blog_posts')
        .select('id, title, slug, published')
        .order('title', { ascending: true })
        .abortSignal(limited),
    ])
    const targets = rowsOf(posts).map(readTarget)
    const byId = new Map(targets.map((target) => [target.id, target]))
    return { redirects: rowsOf(redirects).map((row) => readRedirect(row, byId)), targets }
  })
}

/** The database's refusals of a new redirect, in words for the owner. */
function refusal(error: BackendError): BackendError {
  const said: Record<string, string> = {
    '23505':
      'Another redirect already starts at this old address: each old address leads to one post.',
    '23503': 'The post it leads to is not there any more: it may have been deleted meanwhile.',
    '23514':
      'The database does not take this old address: it must start with / and have no spaces.',
  }
  const message = error.code === null ? undefined : said[error.code]
  return message === undefined ? error : new BackendError(message, error.code, error.status)
}

/** A new redirect as the owner entered it. */
export interface NewRedirect {
  fromPath: string
  postId: string
}

/** Adds a redirect; resolves once the backend has stored it, with the stored row's id. */
export function addRedirect(client: DataClient, redirect: NewRedirect): Promise<string> {
  return withinTimeLimit(REDIRECTS_TIME_LIMIT_MS, undefined, async (limited) => {
    const result = await client
      .from('redirects')
      .insert({ from_path: redirect.fromPath, post_id: redirect.postId })
      .select('id, from_path')
      .abortSignal(limited)
      .single()
    if (result.error) throw refusal(toBackendError(result.error))
    const stored: unknown = result.data
    if (!isRecord(stored) || !isText(stored.id) || stored.from_path !== redirect.fromPath) {
      throw unexpected()
    }
    return stored.id
  })
}

/** Deletes a redirect; fails when there was none to delete. */
export function deleteRedirect(client: DataClient, id: string): Promise<void> {
  return withinTimeLimit(REDIRECTS_TIME_LIMIT_MS, undefined, async (limited) => {
    const { error, count } = await client
      .from('redirects')
      .delete({ count: 'exact' })
      .eq('id', id)
      .abortSignal(limited)
    if (error) throw toBackendError(error)
    if (count === 0) throw new BackendError('This redirect was already deleted')
    if (count !== 1) throw unexpected()
  })
}
