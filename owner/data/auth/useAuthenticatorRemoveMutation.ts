import { BackendError } from '../../../shared/backend/errors.ts'
import { unenrolFactor, verifyTotpCode } from '../../../shared/backend/twoFactor.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'
import { signOutOtherSessions, withOtherSessions } from './otherSessions.ts'

export interface RemoveRequest {
  /** The authenticators to remove: all of them turns two-factor off. */
  remove: string[]
  /** Whether no authenticator is left afterwards. */
  turnsOff: boolean
  /** The authenticator the code comes from, and the code. */
  checkWith: string
  code: string
}

export type RemoveOutcome =
  { kind: 'removed'; othersEnded: boolean } | { kind: 'invalid-code' } | { kind: 'code-failed' }

/**
 * Removing authenticators, after a current code from one of them: proof that the owner still
 * holds a working one, and it lets the session stay at aal2 (Supabase Auth lowers a session whose
 * authenticator is removed, so the one the code came from goes last). Every other session is
 * signed out afterwards.
 */
export function useAuthenticatorRemoveMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: async (request: RemoveRequest): Promise<RemoveOutcome> => {
      const checked = await verifyTotpCode(client, request.checkWith, request.code)
      if (!checked.ok)
        return { kind: checked.reason === 'invalid-code' ? 'invalid-code' : 'code-failed' }
      const order = [...request.remove].sort(
        (a, b) => Number(a === request.checkWith) - Number(b === request.checkWith),
      )
      for (const factorId of order) await unenrolFactor(client, factorId)
      return { kind: 'removed', othersEnded: await signOutOtherSessions(client) }
    },
    invalidates: [authKeys.twoFactor, ['account-sessions']],
    done: (outcome, request) => {
      if (outcome.kind === 'invalid-code')
        return { title: AUTH_MESSAGES.invalidCode, intent: 'danger' }
      if (outcome.kind === 'code-failed')
        return { title: AUTH_MESSAGES.verifyFailed, intent: 'danger' }
      return withOtherSessions(
        request.turnsOff ? AUTH_MESSAGES.disabled : ACCOUNT_MESSAGES.authenticatorRemoved,
        outcome.othersEnded,
      )
    },
    // The server refusing the removal says why; anything else cannot.
    failed: (reason, error, request) => {
      if (!request.turnsOff)
        return { title: ACCOUNT_MESSAGES.removeFailed(reason), intent: 'danger' }
      return {
        title:
          error instanceof BackendError
            ? AUTH_MESSAGES.disableFailedWith(reason)
            : AUTH_MESSAGES.disableFailed,
        intent: 'danger',
      }
    },
  })
}
