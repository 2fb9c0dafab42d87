/**
 * A fetch that holds each request until `release()`, then sends it with the signal it was given
 * through the real fetch, and records how each ended: 'answered', or the name of the error it
 * failed with ('AbortError' when its signal aborted while it was held).
 */
export class HeldRequests {
  #held: (() => void)[] = []
  #outcomes: Promise<string>[] = []
  #arrived: (() => void) | null = null

  constructor(private readonly send: typeof fetch = fetch) {}

  readonly fetch: typeof fetch = (input, init) => {
    const sent = new Promise<void>((release) => this.#held.push(release)).then(() =>
      this.send(input, init),
    )
    this.#outcomes.push(
      sent.then(
        () => 'answered',
        (error: unknown) => (error instanceof Error ? error.name : String(error)),
      ),
    )
    this.#arrived?.()
    return sent
  }

  /** Resolves once a request is held. */
  arrival(): Promise<void> {
    if (this.#held.length > 0) return Promise.resolve()
    return new Promise((arrived) => {
      this.#arrived = arrived
    })
  }

  /** Sends every held request; resolves with how each ended. */
  release(): Promise<string[]> {
    for (const send of this.#held.splice(0)) send()
    this.#arrived = null
    return Promise.all(this.#outcomes.splice(0))
  }
}
