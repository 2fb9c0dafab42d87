import { abortable } from './abortable.ts'
import { isRecord } from './answerShapes.ts'
import type { BackendClient } from './client.ts'
import { BackendError, dataOf, toBackendError } from './errors.ts'
import { callFunction } from './functionCalls.ts'

/**
 * Ten new single-use recovery codes (XXXXX-XXXXX), shown once: the server keeps only their
 * hashes and voids any earlier codes. Needs a session that passed two-factor.
 */
export async function createRecoveryCodes(client: BackendClient): Promise<string[]> {
  const codes: unknown = await dataOf(client.rpc('create_recovery_codes'))
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) {
    throw new BackendError('The server sent no recovery codes')
  }
  return codes
}

/** How many of the owner's recovery codes are still unused. */
export function recoveryCodesLeft(client: BackendClient, signal?: AbortSignal): Promise<number> {
  return dataOf(abortable(client.rpc('recovery_codes_left'), signal))
}

/** The function's answer once it has used up the code and removed the authenticators. */
function isRedeemed(answer: unknown): answer is { factorsRemoved: number } {
  return isRecord(answer) && typeof answer.factorsRemoved === 'number'
}

/**
 * Signs in with a recovery code instead of the authenticator, after the password: the server
 * uses up the code, removes the account's authenticators and ends every other session. The
 * session is then renewed, so that it no longer names the removed authenticators and the app
 * sees two-factor off.
 */
export async function redeemRecoveryCode(client: BackendClient, code: string): Promise<void> {
  await callFunction(client.functions, 'redeem-recovery-code', { code }, isRedeemed)
  const { error } = await client.auth.refreshSession()
  if (error) throw toBackendError(error)
}
