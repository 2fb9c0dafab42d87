import { isStringRecord } from '../../shared/backend/answerShapes.ts'
import { type PostCard, fetchPostCardsChangedAfter } from '../../shared/backend/posts.ts'
import type { RowReader } from '../../shared/backend/rowReads.ts'
import { withTimeLimit } from '../../shared/backend/timeLimit.ts'
import { postDate } from '../../shared/domain/dates.ts'
import { hasTag } from '../../shared/domain/tags.ts'
import { titleMatches } from '../../shared/domain/titleSearch.ts'
import { defineQuery } from '../../shared/data/queryDefinition.ts'
import type { SearchHit, SearchResultsPage } from './searchEngine.ts'
import { SEARCH_STAMP_FILE } from './searchFiles.ts'

/** Before any post, the index's stamp has no time: every published post is newer. */
const BEFORE_ANY_POST = '1970-01-01T00:00:00Z'

/** How long the index's stamp, a small file beside the index, may take to come. */
const STAMP_FILE_TIME_LIMIT_MS = 4000

/**
 * The newest change among the posts the index was built with, from the content stamp written
 * beside it (`count:newest change`); null when there is no index to read it from.
 */
async function indexBuiltAt(signal?: AbortSignal): Promise<string | null> {
  const limit = withTimeLimit(STAMP_FILE_TIME_LIMIT_MS, signal)
  try {
    const response = await fetch(SEARCH_STAMP_FILE, { signal: limit.signal })
    const type = response.headers.get('Content-Type') ?? ''
    if (!response.ok || !type.startsWith('application/json')) return null
    const stamp: unknown = await response.json()
    const posts = isStringRecord(stamp) ? stamp.blog_posts : undefined
    if (posts === undefined) return null
    const newest = posts.slice(posts.indexOf(':') + 1)
    return newest === '' ? BEFORE_ANY_POST : newest
  } finally {
    limit.clear()
  }
}

/**
 * Published posts changed since the search index was built (one small read, once per visit
 * to search): a post published since then is found by its title until the rebuild the
 * publication started is live. Search never waits for it: when the backend does not answer,
 * the index's results are all there is.
 */
export function changedPostsQuery(reader: RowReader) {
  return defineQuery({
    queryKey: ['search', 'posts-changed-since-index'],
    queryFn: async ({ signal }) => {
      const after = await indexBuiltAt(signal)
      return after === null ? [] : fetchPostCardsChangedAfter(reader, after, signal)
    },
    staleTime: 60_000,
    retry: 0,
  })
}

function hitOf(card: PostCard): SearchHit {
  return {
    url: `/blog/${card.slug}`,
    title: card.title,
    date: postDate(card),
    tags: card.tags,
    excerpt: card.summary ?? '',
    source: null,
  }
}

/**
 * The index's results with the changed posts whose title answers the query (and that carry
 * every chosen tag) first, newest first; a post the index holds too is shown once, as changed.
 */
export function withChangedPosts(
  results: SearchResultsPage,
  changed: readonly PostCard[],
  tags: readonly string[],
): SearchResultsPage {
  const found = changed
    .filter((card) => titleMatches(card.title, results.query))
    .filter((card) => tags.every((tag) => hasTag(card.tags, tag)))
    .map(hitOf)
  if (found.length === 0) return results
  const urls = new Set(found.map((hit) => hit.url))
  const indexed = results.hits.filter((hit) => !urls.has(hit.url))
  const counts = new Map(results.tags.map(({ tag, count }) => [tag, count]))
  for (const tag of found.flatMap((hit) => hit.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return {
    query: results.query,
    hits: [...found, ...indexed],
    total: results.total - (results.hits.length - indexed.length) + found.length,
    tags: [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count),
  }
}
