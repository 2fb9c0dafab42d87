/**
 * Runs work for one key at a time, in the order it arrives. Checking a limit, testing the
 * credential and counting the outcome then happen as one step per key: guesses sent all at
 * once cannot pass the check together before the first failure is counted.
 */
export class PerKeyQueue {
  private readonly tails = new Map<string, Promise<void>>()

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let release: () => void = () => undefined
    const done = new Promise<void>((resolve) => {
      release = resolve
    })
    const tail = previous.then(() => done)
    this.tails.set(key, tail)
    await previous
    try {
      return await work()
    } finally {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }
}
