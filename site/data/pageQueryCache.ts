import type { QueryDefinition } from '../../shared/data/queryDefinition.ts'

/** What a page reads of one query. */
export interface QueryResult<T> {
  /** The last data fetched, kept while a refresh is under way or after it failed. */
  readonly data: T | undefined
  readonly error: Error | null
  /** No data yet, and no failure either. */
  readonly isPending: boolean
  /** The last fetch failed (after its retries). */
  readonly isError: boolean
}

/** The data a page was rendered with, for the browser to start from. */
export interface PageQueriesState {
  queries: { queryKey: readonly unknown[]; data: unknown }[]
}

const PENDING: QueryResult<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
}

/** Waits 1 s, 2 s, 4 s... between attempts, at most 30 s. */
function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

/** One query in the cache: its latest result, its listeners, and its fetch in flight. */
export class PageQuery<T> {
  #result: QueryResult<T> = PENDING
  #updatedAt = 0
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
    const age = Date.now() - this.#updatedAt
    if (this.#result.isPending || this.#result.isError || age >= (this.definition.staleTime ?? 0))
      void this.fetch()
  }

  fetch(): Promise<void> {
    this.#inFlight ??= this.#run().finally(() => {
      this.#inFlight = null
    })
    return this.#inFlight
  }

  /**
   * Starts from data fetched elsewhere (at build time). It counts as stale, unless the query's
   * data never goes stale (a cleaned post body, derived from the post's version).
   */
  seed(data: T): void {
    this.#settle({ data, error: null, isPending: false, isError: false }, 0)
  }

  /** Makes the next mount fetch afresh (a query that never goes stale keeps its data). */
  markStale(): void {
    this.#updatedAt = 0
  }

  get hasFetchInFlight(): boolean {
    return this.#inFlight !== null
  }

  async #run(): Promise<void> {
    const retries = this.definition.retry ?? this.defaultRetry
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await this.definition.queryFn()
        this.#settle({ data, error: null, isPending: false, isError: false }, Date.now())
        return
      } catch (caught) {
        if (attempt >= retries) {
          const error = caught instanceof Error ? caught : new Error(String(caught))
          this.#settle({ data: this.#result.data, error, isPending: false, isError: true }, 0)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)))
      }
    }
  }

  #settle(result: QueryResult<T>, updatedAt: number): void {
    this.#result = result
    this.#updatedAt = updatedAt
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
        .map((query) => ({ queryKey: query.definition.queryKey, data: query.read().data })),
    }
  }

  hydrate(state: PageQueriesState): void {
    for (const { queryKey, data } of state.queries) {
      const notYetFetched = () => Promise.reject(new Error('Not fetched yet'))
      this.query<unknown>({ queryKey, queryFn: notYetFetched }).seed(data)
    }
  }
}
