/**
 * A clock for a local backend that a test moves on instead of waiting: real time plus however
 * far it has been moved, so that it stays comparable with the times the database writes.
 */
export class MovableClock {
  #offsetMs = 0

  readonly now = (): number => Date.now() + this.#offsetMs

  advance(seconds: number): void {
    this.#offsetMs += seconds * 1000
  }
}
