import { isStampedTable } from '../../shared/backend/contentTables.ts'
import type { QueryDefinition } from '../../shared/data/queryDefinition.ts'

/** What a page reads of one query. */
export interface QueryResult<T> {
  /** The last data fetched, kept while a refresh is under way or after it failed. */
  readonly data: T | undefined
  /** Why there is no data: set only while there is none. */
  readonly error: Error | null
  /** No data yet, and no failure either. */
  readonly isPending: boolean
  /** No data, and the last fetch failed (after its retries). */
  readonly isError: boolean
}

/** The data a page was rendered with, for the browser to start from. */
export interface PageQueriesState {
  queries: { queryKey: readonly unknown[]; data: unknown; sources?: readonly string[] }[]
  /** The content stamp of the build (tables to `count:newest change`), when it was taken. */
  stamp?: ContentStamp
}

/** Per table, how many rows a visitor sees and when the newest of them changed. */
export type ContentStamp = Record<string, string>

/** The tables that changed since a build, or 'unknown' when that cannot be told. */
export type ContentChanges = ReadonlySet<string> | 'unknown'

const PENDING: QueryResult<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
}

/**
 * How long data the content stamp confirmed as current counts as fresh at least: the page view
 * that hydrates with it never reads it again, however short the query's own freshness.
 */
const CONFIRMED_FRESH_MS = 60_000

/** Waits 1 s, 2 s, 4 s... between attempts, at most 30 s. */
function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

/** One query in the cache: its latest result, its listeners, and its fetch in flight. */
export class PageQuery<T> {
  #result: QueryResult<T> = PENDING
  #updatedAt = 0
  /** Confirmed current by the content stamp (not fetched) since `#updatedAt`. */
  #confirmed = false
  /** Seeded from the build: waits for the content stamp to say whether it is still current. */
  #awaitingCheck = false
  #inFlight: Promise<void> | null = null
  readonly #listeners = new Set<() => void>()

  constructor(
    public definition: QueryDefinition<T>,
    private readonly defaultRetry: number,
  ) {}

  readonly read = (): QueryResult<T> => this.#result

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Fetches unless the data is still fresh or a fetch is already under way. */
  readonly refreshIfStale = (): void => {
    if (this.#awaitingCheck) return
    const age = Date.now() - this.#updatedAt
    const staleTime = this.definition.staleTime ?? 0
    const freshFor = this.#confirmed ? Math.max(staleTime, CONFIRMED_FRESH_MS) : staleTime
    if (this.#result.isPending || this.#result.isError || age >= freshFor) void this.fetch()
  }

  fetch(): Promise<void> {
    this.#inFlight ??= this.#run().finally(() => {
      this.#inFlight = null
    })
    return this.#inFlight
  }

  /**
   * Starts from data fetched elsewhere (at build time). It is not fetched again until the
   * content stamp has been compared with the build's (see `checked`).
   */
  seed(data: T): void {
    this.#settle({ data, error: null, isPending: false, isError: false }, 0)
    this.#awaitingCheck = true
  }

  get awaitingCheck(): boolean {
    return this.#awaitingCheck
  }

  /**
   * What the content stamp said about seeded data: still current (fresh from now on), or
   * changed since the build (fetched now if shown, else when next shown).
   */
  checked(current: boolean): void {
    this.#awaitingCheck = false
    if (current) {
      this.#updatedAt = Date.now()
      this.#confirmed = true
    } else if (this.#listeners.size > 0) void this.fetch()
  }

  /** Makes the next mount fetch afresh (a query that never goes stale keeps its data). */
  markStale(): void {
    this.#awaitingCheck = false
    this.#confirmed = false
    this.#updatedAt = 0
  }

  get hasFetchInFlight(): boolean {
    return this.#inFlight !== null
  }

  async #run(): Promise<void> {
    const retries = this.definition.retry ?? this.defaultRetry
    for (let attempt = 0; ; attempt++) {
      try {
        // A public page's fetch runs to its end: its answer serves every component that asks.
        const data = await this.definition.queryFn({})
        this.#settle({ data, error: null, isPending: false, isError: false }, Date.now())
        return
      } catch (caught) {
        if (attempt >= retries) {
          const { data } = this.#result
          const error = caught instanceof Error ? caught : new Error(String(caught))
          // What was shown stays, with no error over it (a page's built content above all);
          // stale, so the next mount tries again.
          this.#settle(
            data === undefined
              ? { data, error, isPending: false, isError: true }
              : { data, error: null, isPending: false, isError: false },
            0,
          )
          return
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)))
      }
    }
  }

  #settle(result: QueryResult<T>, updatedAt: number): void {
    this.#result = result
    this.#updatedAt = updatedAt
    this.#confirmed = false
    for (const listener of this.#listeners) listener()
  }
}

/**
 * The public pages' data: one entry per query key, fetched once however many components ask,
 * retried, and fetched afresh on the next mount once stale. Small on purpose: it is all a
 * visitor's page needs of a query library.
 */
export class PageQueryCache {
  readonly #queries = new Map<string, PageQuery<unknown>>()

  constructor(private readonly defaultRetry: number) {}

  /** The entry for a definition, the same object every time its key comes again. */
  query<T>(definition: QueryDefinition<T>): PageQuery<T> {
    const hash = JSON.stringify(definition.queryKey)
    let query = this.#queries.get(hash) as PageQuery<T> | undefined
    if (query) query.definition = definition
    else {
      query = new PageQuery(definition, this.defaultRetry)
      this.#queries.set(hash, query)
    }
    return query
  }

  /** Queries a render asked for that have neither data nor a fetch under way. */
  unfetched(): PageQuery<unknown>[] {
    return [...this.#queries.values()].filter(
      (query) => query.read().isPending && !query.hasFetchInFlight,
    )
  }

  failed(): PageQuery<unknown>[] {
    return [...this.#queries.values()].filter((query) => query.read().isError)
  }

  /** Every query after the owner may have changed the content: read afresh when next shown. */
  markAllStale(): void {
    for (const query of this.#queries.values()) query.markStale()
  }

  dehydrate(): PageQueriesState {
    return {
      queries: [...this.#queries.values()]
        .filter((query) => query.read().data !== undefined)
        .map(({ definition, read }) => ({
          queryKey: definition.queryKey,
          data: read().data,
          ...(definition.sources ? { sources: definition.sources } : {}),
        })),
    }
  }

  hydrate(state: PageQueriesState): void {
    for (const { queryKey, data, sources } of state.queries) {
      const notYetFetched = () => Promise.reject(new Error('Not fetched yet'))
      // The tables it came from, until the page's render gives the query's own definition.
      const restored = sources?.filter((source) => isStampedTable(source))
      this.query<unknown>({ queryKey, queryFn: notYetFetched, sources: restored }).seed(data)
    }
  }

  /**
   * Settles the seeded queries once the content stamp is known: those whose tables all have
   * the build's stamp are current; the rest are fetched again. When the stamp could not be
   * read, every one keeps what was built: a fetch would most likely fail the same way, and the
   * page must not trade its content for an error.
   */
  settleSeeded(changed: ContentChanges): void {
    for (const query of this.#queries.values()) {
      if (!query.awaitingCheck) continue
      const { sources } = query.definition
      const current =
        changed === 'unknown' ||
        (sources !== undefined && !sources.some((table) => changed.has(table)))
      query.checked(current)
    }
  }
}
