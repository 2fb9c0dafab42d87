import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueryDefinition } from '../../../shared/data/queryDefinition.ts'
import { PageQueryCache } from '../../../site/data/pageQueryCache.ts'

/** A query whose fetches answer from a script: each call takes the next answer. */
function scripted<T>(
  answers: (T | Error)[],
  options: Partial<QueryDefinition<T>> = {},
): QueryDefinition<T> & { calls: () => number } {
  let calls = 0
  return {
    queryKey: ['posts'],
    queryFn: () => {
      const answer = answers[Math.min(calls, answers.length - 1)]
      calls++
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T)
    },
    calls: () => calls,
    ...options,
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a page query', () => {
  it('is one entry per key, fetched once however many ask at the same time', async () => {
    const cache = new PageQueryCache(0)
    const definition = scripted(['a'])
    const query = cache.query(definition)
    expect(cache.query({ ...definition })).toBe(query)
    expect(query.read()).toMatchObject({ isPending: true, isError: false, data: undefined })
    query.refreshIfStale()
    query.refreshIfStale()
    await vi.runAllTimersAsync()
    expect(definition.calls()).toBe(1)
    expect(query.read()).toMatchObject({ isPending: false, isError: false, data: 'a' })
  })

  it('retries with growing waits, then reports the error', async () => {
    const cache = new PageQueryCache(2)
    const definition = scripted<string>([new Error('offline')])
    const query = cache.query(definition)
    query.refreshIfStale()
    await vi.advanceTimersByTimeAsync(999)
    expect(definition.calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(definition.calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(definition.calls()).toBe(3)
    expect(query.read()).toMatchObject({ isPending: false, isError: true })
    expect(query.read().error?.message).toBe('offline')
  })

  it('keeps its data when a refresh fails, with no error over it, and tries again when next shown', async () => {
    const cache = new PageQueryCache(0)
    const definition = scripted(['a', new Error('gone'), 'b'], { staleTime: 60_000 })
    const query = cache.query(definition)
    await query.fetch()
    await query.fetch()
    expect(query.read()).toEqual({ data: 'a', error: null, isPending: false, isError: false })
    query.refreshIfStale()
    await vi.runAllTimersAsync()
    expect(definition.calls()).toBe(3)
    expect(query.read().data).toBe('b')
  })

  it('tells its listeners of each new result', async () => {
    const cache = new PageQueryCache(0)
    const query = cache.query(scripted(['a']))
    const listener = vi.fn()
    const stop = query.subscribe(listener)
    await query.fetch()
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    await query.fetch()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('is fetched again on the next mount only once stale', async () => {
    const cache = new PageQueryCache(0)
    const definition = scripted(['a', 'b'], { staleTime: 60_000 })
    const query = cache.query(definition)
    await query.fetch()
    query.refreshIfStale()
    expect(definition.calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(60_000)
    query.refreshIfStale()
    await vi.runAllTimersAsync()
    expect(definition.calls()).toBe(2)
    expect(query.read().data).toBe('b')
  })

  it('is fetched again after the owner may have changed it', async () => {
    const cache = new PageQueryCache(0)
    const definition = scripted(['a'], { staleTime: 60_000 })
    await cache.query(definition).fetch()
    cache.markAllStale()
    cache.query(definition).refreshIfStale()
    await vi.runAllTimersAsync()
    expect(definition.calls()).toBe(2)
  })
})

describe('a prerendered page', () => {
  /** The state a build writes for one query of `sources`, as the browser reads it back. */
  async function built(sources: QueryDefinition<string>['sources']) {
    const server = new PageQueryCache(0)
    server.query(scripted(['built'], { sources }))
    expect(server.unfetched()).toHaveLength(1)
    await Promise.all(server.unfetched().map((query) => query.fetch()))
    expect(server.unfetched()).toEqual([])
    return JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<PageQueryCache['dehydrate']>
  }

  it('starts from the data its render fetched, and keeps it while its tables are unchanged', async () => {
    const browser = new PageQueryCache(2)
    browser.hydrate(await built(['blog_posts']))
    const fresh = scripted(['now'], { sources: ['blog_posts'] })
    const query = browser.query(fresh)
    expect(query.read()).toMatchObject({ data: 'built', isPending: false })
    // Mounted before the content stamp came: nothing is fetched yet.
    query.refreshIfStale()
    await vi.runAllTimersAsync()
    expect(fresh.calls()).toBe(0)

    browser.settleSeeded(new Set(['publications']))
    query.refreshIfStale()
    await vi.runAllTimersAsync()
    expect(fresh.calls()).toBe(0)
    expect(query.read().data).toBe('built')
  })

  it('is fetched again when one of its tables changed since the build', async () => {
    const browser = new PageQueryCache(2)
    browser.hydrate(await built(['blog_posts', 'publications']))
    const fresh = scripted(['now'], { sources: ['blog_posts', 'publications'] })
    const query = browser.query(fresh)
    const stop = query.subscribe(() => undefined)
    browser.settleSeeded(new Set(['publications']))
    await vi.runAllTimersAsync()
    expect(query.read().data).toBe('now')
    stop()
  })

  it('is fetched again when the query names no tables', async () => {
    const browser = new PageQueryCache(2)
    browser.hydrate(await built(undefined))
    const fresh = scripted(['now'])
    const query = browser.query(fresh)
    browser.settleSeeded(new Set())
    // Not shown yet: fetched when the page mounts.
    expect(fresh.calls()).toBe(0)
    query.refreshIfStale()
    await vi.runAllTimersAsync()
    expect(query.read().data).toBe('now')
  })

  it('keeps what was built when the stamp could not be read, whatever its tables', async () => {
    for (const sources of [['blog_posts'] as const, undefined]) {
      const browser = new PageQueryCache(2)
      browser.hydrate(await built(sources))
      const fresh = scripted(['now'], { sources })
      const query = browser.query(fresh)
      const stop = query.subscribe(() => undefined)
      browser.settleSeeded('unknown')
      query.refreshIfStale()
      await vi.runAllTimersAsync()
      expect(fresh.calls()).toBe(0)
      expect(query.read()).toMatchObject({ data: 'built', isError: false })
      stop()
    }
  })

  it('shows what was built, not an error, when fetching it again fails', async () => {
    const browser = new PageQueryCache(2)
    browser.hydrate(await built(['blog_posts']))
    const fresh = scripted<string>([new Error('Failed to fetch')], { sources: ['blog_posts'] })
    const query = browser.query(fresh)
    const stop = query.subscribe(() => undefined)
    browser.settleSeeded(new Set(['blog_posts']))
    await vi.runAllTimersAsync()
    expect(fresh.calls()).toBe(3)
    expect(query.read()).toEqual({ data: 'built', error: null, isPending: false, isError: false })
    stop()
  })

  it('keeps data that never goes stale, such as a post body cleaned for its version', () => {
    const browser = new PageQueryCache(2)
    browser.hydrate({ queries: [{ queryKey: ['posts'], data: '<p>clean</p>' }] })
    const definition = scripted(['<p>again</p>'], { staleTime: Infinity })
    browser.query(definition).refreshIfStale()
    browser.markAllStale()
    browser.query(definition).refreshIfStale()
    expect(definition.calls()).toBe(0)
  })

  it('lists the queries that failed, so the build stops instead of shipping an error', async () => {
    const cache = new PageQueryCache(0)
    await cache.query(scripted<string>([new Error('down')])).fetch()
    expect(cache.failed().map((query) => query.read().error?.message)).toEqual(['down'])
    expect(cache.dehydrate().queries).toEqual([])
  })
})
