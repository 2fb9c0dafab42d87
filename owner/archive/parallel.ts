/**
 * Runs `work` on every item, at most `limit` at a time, and gives the results in the items'
 * order. `onDone` hears how many have finished. The first failure rejects, once the work
 * already started has finished; no new work starts after it.
 */
export async function mapInParallel<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
  onDone?: (done: number) => void,
): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length)
  const failures: unknown[] = []
  // One iterator shared by the workers: each takes the next item when it is free.
  const queue = items.entries()
  let done = 0
  const worker = async () => {
    for (const [index, item] of queue) {
      if (failures.length > 0) return
      try {
        results[index] = await work(item)
        onDone?.(++done)
      } catch (error) {
        failures.push(error)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failures.length > 0) throw failures[0]
  return results
}
