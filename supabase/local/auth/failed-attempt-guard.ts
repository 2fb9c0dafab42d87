import { AttemptLimiter, type LockoutPolicy } from './attempt-limiter.ts'
import { AuthError, tooManyFailedAttempts } from './errors.ts'
import { PerKeyQueue } from './per-key-queue.ts'

/** Who is trying: the account a credential is tested for, and the client address it came from. */
export interface Attempt {
  account: string
  address: string
}

/**
 * Guards one kind of credential check (passwords, two-factor codes). Failures count against
 * the account and against the client address; while either is locked, attempts are refused
 * with 429 before the credential is tested. A success clears the account's failures only:
 * the address keeps its own, so signing in to one account buys no guesses at another.
 */
export class FailedAttemptGuard {
  private readonly accounts: AttemptLimiter
  private readonly addresses: AttemptLimiter
  private readonly queue = new PerKeyQueue()

  /** `failureCode`: the Auth error code that means the credential was wrong. */
  constructor(
    policy: LockoutPolicy,
    private readonly failureCode: string,
    now: () => number = Date.now,
  ) {
    this.accounts = new AttemptLimiter(policy, now)
    this.addresses = new AttemptLimiter(policy, now)
  }

  /** Runs `check` (which throws the failure code when the credential is wrong), if allowed. */
  attempt<T>({ account, address }: Attempt, check: () => Promise<T>): Promise<T> {
    return this.queue.run(`account:${account}`, () =>
      this.queue.run(`address:${address}`, async () => {
        const waitMs = Math.max(
          this.accounts.retryAfterMs(account),
          this.addresses.retryAfterMs(address),
        )
        if (waitMs > 0) throw tooManyFailedAttempts(waitMs)
        try {
          const result = await check()
          this.accounts.reset(account)
          return result
        } catch (error) {
          if (error instanceof AuthError && error.code === this.failureCode) {
            this.accounts.recordFailure(account)
            this.addresses.recordFailure(address)
          }
          throw error
        }
      }),
    )
  }
}
