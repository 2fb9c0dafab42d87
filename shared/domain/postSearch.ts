import { POST_SORTS, type PostSort } from './postSort.ts'

/** The owner's list's status filter: a draft, a draft with a time to go live, or published. */
export type PostStatus = 'draft' | 'scheduled' | 'published'

export const POST_STATUSES: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

export function isPostStatus(value: string): value is PostStatus {
  return Object.hasOwn(POST_STATUSES, value)
}

export function isPostSort(value: string): value is PostSort {
  return Object.hasOwn(POST_SORTS, value)
}

/** What the owner's list shows: the words typed, the filters, the sort and the page (1 first). */
export interface PostSearch {
  text: string
  status: PostStatus | null
  tag: string | null
  sort: PostSort
  page: number
}

/** Posts on one page of the owner's list: few enough to draw at once on a phone. */
export const OWNER_POSTS_PER_PAGE = 25

/** A row of the owner's list as the search returns it: never the body. */
export interface PostSearchRow {
  id: string
  title: string
  slug: string
  published: boolean
  featured: boolean
  publish_date: string | null
  created_at: string
  updated_at: string
  newsletter_sent: boolean
  scheduled_at: string | null
  tags: string[]
}

/** One page of matches, and how many posts match in all. */
export interface PostSearchPage {
  total: number
  posts: PostSearchRow[]
}

type Fields = Partial<Record<string, unknown>>

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

function readRow(value: unknown): PostSearchRow[] {
  if (!isFields(value)) return []
  const { id, title, slug, published, featured, created_at, updated_at, tags } = value
  if (
    typeof id !== 'string' ||
    typeof title !== 'string' ||
    typeof slug !== 'string' ||
    typeof created_at !== 'string' ||
    typeof updated_at !== 'string'
  ) {
    return []
  }
  return [
    {
      id,
      title,
      slug,
      published: published === true,
      featured: featured === true,
      publish_date: text(value.publish_date),
      created_at,
      updated_at,
      newsletter_sent: value.newsletter_sent === true,
      scheduled_at: text(value.scheduled_at),
      tags: Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [],
    },
  ]
}

/** The search's answer as the list uses it; what does not fit is left out. */
export function readPostSearchPage(value: unknown): PostSearchPage {
  if (!isFields(value)) return { total: 0, posts: [] }
  return {
    total: typeof value.total === 'number' ? value.total : 0,
    posts: Array.isArray(value.posts) ? value.posts.flatMap(readRow) : [],
  }
}

/**
 * The list's state as its address holds it (`?q=pricing&status=draft&tag=Money&sort=edited&page=2`),
 * so a reload or a shared link opens the same list. What is missing or not understood is the
 * default: no words, any status, any tag, newest created first, the first page.
 */
export function postSearchFromAddress(params: URLSearchParams): PostSearch {
  const status = params.get('status') ?? ''
  const sort = params.get('sort') ?? ''
  const page = Number(params.get('page'))
  const tag = params.get('tag') ?? ''
  return {
    text: params.get('q') ?? '',
    status: isPostStatus(status) ? status : null,
    tag: tag === '' ? null : tag,
    sort: isPostSort(sort) ? sort : 'created',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The address's search part for a list state, naming only what differs from the defaults. */
export function postSearchAddress(search: PostSearch): URLSearchParams {
  const params = new URLSearchParams()
  if (search.text !== '') params.set('q', search.text)
  if (search.status) params.set('status', search.status)
  if (search.tag) params.set('tag', search.tag)
  if (search.sort !== 'created') params.set('sort', search.sort)
  if (search.page > 1) params.set('page', String(search.page))
  return params
}

/** Whether the list is narrowed by words, status or tag (so an empty list is not an empty blog). */
export function isNarrowed(search: PostSearch): boolean {
  return search.text.trim() !== '' || search.status !== null || search.tag !== null
}
