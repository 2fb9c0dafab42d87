import { type FunctionClient, serviceClient } from './clients.ts'
import type { FunctionEnvironment } from './environment.ts'
import {
  clientAddress,
  json,
  preflight,
  readJsonObject,
  sha256Hex,
  withErrorResponse,
} from './http.ts'

/** Who is trying a code: the account, and the address the request came from. */
export interface CodeAttempt {
  account: string
  address: string
}

export type RedeemOutcome =
  { outcome: 'redeemed' } | { outcome: 'wrong' } | { outcome: 'locked'; retryAfterSeconds: number }

/**
 * Runs the check of a code within a lockout of wrong codes. The database always counts wrong
 * recovery codes (on hosted Supabase nothing else a function can reach counts them); the local
 * backend passes its second-factor lockout here as well, so that wrong recovery codes and wrong
 * authenticator codes count towards one lock.
 */
export type CodeAttemptGuard = (
  attempt: CodeAttempt,
  check: () => Promise<RedeemOutcome>,
) => Promise<RedeemOutcome>

export const INVALID_RECOVERY_CODE = 'Invalid recovery code. Please try again.'

/** Longer than any code with its hyphen and spaces; anything longer is not a code. */
const MAX_CODE_LENGTH = 40

/**
 * `redeem-recovery-code` with `{ code }`, called with the session of a password sign-in that
 * still needs its second factor. A right code is used up; then, with the service role, every
 * authenticator of the account is removed (Supabase Auth lowers the account's sessions to aal1,
 * and without a factor aal1 is a full sign-in, so this very session now has owner rights) and
 * every other session of the account ends. The owner then sets up a new authenticator.
 */
export function createRedeemRecoveryCode(deps: {
  env: FunctionEnvironment
  guard?: CodeAttemptGuard
}) {
  const guard: CodeAttemptGuard = deps.guard ?? ((_attempt, check) => check())
  return withErrorResponse(async (request: Request): Promise<Response> => {
    const early = preflight(request)
    if (early) return early
    if (request.method !== 'POST') return json(405, { error: 'Use POST to send a recovery code.' })

    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? ''
    const service = serviceClient(deps.env)
    const { data: caller } = await service.auth.getUser(token)
    if (!caller.user) return json(401, { error: 'Sign in with your password first.' })

    const body = await readJsonObject(request)
    const code = typeof body?.code === 'string' ? body.code.trim() : ''
    if (code === '' || code.length > MAX_CODE_LENGTH) {
      return json(400, { error: 'Enter one of your recovery codes.' })
    }

    const account = caller.user.id
    const address = clientAddress(request)
    const addressHash = await sha256Hex(address)
    const result = await guard({ account, address }, () =>
      redeem(service, account, addressHash, code),
    )
    if (result.outcome === 'locked') {
      const minutes = Math.ceil(result.retryAfterSeconds / 60)
      return json(
        429,
        {
          error: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        },
        { 'Retry-After': String(result.retryAfterSeconds) },
      )
    }
    if (result.outcome === 'wrong') return json(422, { error: INVALID_RECOVERY_CODE })

    const removed = await removeFactors(service, account)
    const { error } = await service.auth.admin.signOut(token, 'others')
    if (error) throw error
    return json(200, { factorsRemoved: removed })
  })
}

async function redeem(
  service: FunctionClient,
  account: string,
  addressHash: string,
  code: string,
): Promise<RedeemOutcome> {
  const { data, error } = await service.rpc('redeem_recovery_code', {
    account,
    from_address: addressHash,
    code,
  })
  if (error) throw error
  const [row] = Array.isArray(data) ? data : []
  const { outcome, retry_after_seconds: retryAfter } = (row ?? {}) as Record<string, unknown>
  if (outcome === 'redeemed' || outcome === 'wrong') return { outcome }
  if (outcome === 'locked' && typeof retryAfter === 'number') {
    return { outcome, retryAfterSeconds: retryAfter }
  }
  throw new Error('redeem_recovery_code gave an answer it never gives')
}

/** Removes every authenticator of the account; how many there were. */
async function removeFactors(service: FunctionClient, userId: string): Promise<number> {
  const { data, error } = await service.auth.admin.mfa.listFactors({ userId })
  if (error) throw error
  for (const factor of data.factors) {
    const { error: removal } = await service.auth.admin.mfa.deleteFactor({ id: factor.id, userId })
    if (removal) throw removal
  }
  return data.factors.length
}
