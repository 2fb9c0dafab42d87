import { SEARCH_BUNDLE_PATH } from './searchFiles.ts'

/** One result: a post on this site, or a publication elsewhere. */
export interface SearchHit {
  url: string
  title: string
  /** ISO date (a post's publish date, a publication's date), when known. */
  date: string | null
  tags: string[]
  /** The page's text around the matches, `<mark>` around each (see markedParts). */
  excerpt: string
  /** The publication's name, for a publication; null for a post here. */
  source: string | null
}

/** The results of a query: the first `limit` in full, and how many there are. */
export interface SearchResultsPage {
  /** The query these are the results of. */
  query: string
  hits: SearchHit[]
  total: number
  /** Tags among the results, most frequent first, with how many results carry each. */
  tags: { tag: string; count: number }[]
}

/** What the site uses of Pagefind's browser module. */
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<unknown>
  init: () => Promise<unknown>
  search: (term: string, options: Record<string, unknown>) => Promise<unknown>
}

/** Words of context a result's excerpt shows around its matches. */
const EXCERPT_WORDS = 24

let engine: Promise<Pagefind> | undefined

/** Queries answered on this page, newest last: the index does not change while the page is open. */
const answered = new Map<string, Promise<SearchResultsPage>>()
/** How many answers are kept: a visitor's recent queries, and each query's prefixes typed before it. */
const ANSWERS_KEPT = 50

/**
 * Pagefind's module from the built bundle, loaded on first use only (it then loads its worker,
 * WebAssembly and the index's chunks as queries need them). A failed load is tried again next time.
 */
export function loadSearchEngine(): Promise<Pagefind> {
  engine ??= startEngine()
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

async function startEngine(): Promise<Pagefind> {
  // Not part of the app's bundle: the build writes it beside the index, after bundling.
  const module: unknown = await import(/* @vite-ignore */ `${SEARCH_BUNDLE_PATH}pagefind.js`)
  if (!isPagefind(module)) throw new Error('The search index did not load')
  await module.options({ excerptLength: EXCERPT_WORDS })
  await module.init()
  return module
}

function isPagefind(value: unknown): value is Pagefind {
  return ['options', 'init', 'search'].every((name) => typeof field(value, name) === 'function')
}

/**
 * The results for a query among posts and publications carrying every tag given. A query asked
 * again (a word typed back after a correction) is answered from memory, without the worker.
 */
export function searchSite(
  query: string,
  tags: readonly string[],
  limit: number,
): Promise<SearchResultsPage> {
  const key = JSON.stringify([query, tags, limit])
  const kept = answered.get(key)
  if (kept) return kept
  const answer = askEngine(query, tags, limit)
  answered.set(key, answer)
  answer.catch(() => answered.delete(key))
  const oldest = answered.keys().next().value
  if (answered.size > ANSWERS_KEPT && oldest !== undefined) answered.delete(oldest)
  return answer
}

async function askEngine(
  query: string,
  tags: readonly string[],
  limit: number,
): Promise<SearchResultsPage> {
  const pagefind = await loadSearchEngine()
  const filters = tags.length > 0 ? { tag: { all: [...tags] } } : {}
  const response = await pagefind.search(query, { filters })
  const results = listOf(field(response, 'results'))
  const loaded = await Promise.all(results.slice(0, limit).map(resultData))
  return {
    query,
    hits: loaded.filter((hit) => hit !== null),
    total: results.length,
    tags: tagCounts(field(field(response, 'filters'), 'tag')),
  }
}

/** A result's page: Pagefind fetches its fragment when asked. */
async function resultData(result: unknown): Promise<SearchHit | null> {
  const data = field(result, 'data')
  if (typeof data !== 'function') return null
  const fragment: unknown = await Reflect.apply(data, result, [])
  const meta = field(fragment, 'meta')
  const url = stringOf(field(fragment, 'url'))
  const title = stringOf(field(meta, 'title'))
  if (url === null || title === null) return null
  return {
    url,
    title,
    date: stringOf(field(meta, 'date')),
    tags: listOf(field(field(fragment, 'filters'), 'tag')).filter((tag) => typeof tag === 'string'),
    excerpt: stringOf(field(fragment, 'excerpt')) ?? '',
    source: stringOf(field(meta, 'source')),
  }
}

function tagCounts(counts: unknown): SearchResultsPage['tags'] {
  if (typeof counts !== 'object' || counts === null) return []
  return Object.entries(counts)
    .flatMap(([tag, count]: [string, unknown]) =>
      typeof count === 'number' && count > 0 ? [{ tag, count }] : [],
    )
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
}

/** A property of what Pagefind answered, whatever it answered. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? Reflect.get(value, key)
    : undefined
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}
