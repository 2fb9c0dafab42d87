/**
 * When failed attempts lock a key (an account, a client address): `maxFailures` within
 * `windowMs` lock it for `lockMs`. Until a whole window has passed without a failure after
 * that lock, the key stays on notice: each further failure locks it again for twice as long
 * as the lock before, up to `maxLockMs`.
 */
export interface LockoutPolicy {
  maxFailures: number
  windowMs: number
  lockMs: number
  maxLockMs: number
}

interface KeyState {
  /** Times of the failures within the window, oldest first. */
  failures: number[]
  lockedUntil: number
  /** How many times the key was locked since it was last forgiven. */
  locks: number
}

/** Counts failed attempts per key and locks keys as its policy says. */
export class AttemptLimiter {
  private readonly keys = new Map<string, KeyState>()
  private lastSweep: number

  constructor(
    private readonly policy: LockoutPolicy,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now()
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const state = this.current(key)
    return state ? Math.max(0, state.lockedUntil - this.now()) : 0
  }

  recordFailure(key: string): void {
    this.sweep()
    const now = this.now()
    const state = this.current(key) ?? { failures: [], lockedUntil: 0, locks: 0 }
    state.failures.push(now)
    if (state.locks > 0 || state.failures.length >= this.policy.maxFailures) {
      const lockMs = Math.min(this.policy.lockMs * 2 ** state.locks, this.policy.maxLockMs)
      state.lockedUntil = now + lockMs
      state.locks += 1
    }
    this.keys.set(key, state)
  }

  /** Forgets the key's failures and locks. */
  reset(key: string): void {
    this.keys.delete(key)
  }

  /** The key's state without failures that left the window; null once the key is forgiven. */
  private current(key: string): KeyState | null {
    const state = this.keys.get(key)
    if (!state) return null
    if (this.isForgiven(state)) {
      this.keys.delete(key)
      return null
    }
    const since = this.now() - this.policy.windowMs
    state.failures = state.failures.filter((time) => time > since)
    return state
  }

  /** A whole window has passed since the key's last failure and the end of its last lock. */
  private isForgiven(state: KeyState): boolean {
    const lastFailure = state.failures[state.failures.length - 1] ?? 0
    return this.now() >= Math.max(lastFailure, state.lockedUntil) + this.policy.windowMs
  }

  /** Drops forgiven keys, at most once a window, so keys that never return do not pile up. */
  private sweep(): void {
    if (this.now() - this.lastSweep < this.policy.windowMs) return
    this.lastSweep = this.now()
    for (const [key, state] of this.keys) {
      if (this.isForgiven(state)) this.keys.delete(key)
    }
  }
}
