/**
 * Counts failed attempts per key (a factor, an account, a client address) in a sliding window
 * and locks the key once it reaches the limit, until the oldest failure leaves the window.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key)
    if (recent.length < this.maxFailures) return 0
    const oldest = recent[recent.length - this.maxFailures] ?? this.now()
    return Math.max(0, oldest + this.windowMs - this.now())
  }

  recordFailure(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()])
  }

  reset(key: string): void {
    this.failures.delete(key)
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    const recent = (this.failures.get(key) ?? []).filter((time) => time > since)
    if (recent.length === 0) this.failures.delete(key)
    else this.failures.set(key, recent)
    return recent
  }
}
