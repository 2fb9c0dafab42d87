/**
 * Every open form's "write my draft now", so the app can write them all before its window
 * closes (desktop) or the page goes away (browser).
 */
const flushers = new Set<() => Promise<void>>()

export function registerDraftFlusher(flush: () => Promise<void>): () => void {
  flushers.add(flush)
  return () => {
    flushers.delete(flush)
  }
}

export async function flushAllDrafts(): Promise<void> {
  await Promise.allSettled([...flushers].map((flush) => flush()))
}
