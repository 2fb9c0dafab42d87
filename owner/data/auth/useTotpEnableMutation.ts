import { createRecoveryCodes } from '../../../shared/backend/recoveryCodes.ts'
import { verifyTotpCode } from '../../../shared/backend/twoFactor.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { ACCOUNT_MESSAGES } from './accountMessages.ts'
import { AUTH_MESSAGES } from './authMessages.ts'
import { authKeys } from './keys.ts'
import { signOutOtherSessions, withOtherSessions } from './otherSessions.ts'

export type EnableOutcome =
  | {
      ok: true
      /** The recovery codes made when two-factor was turned on, to show once; null if none. */
      codes: string[] | null
      othersEnded: boolean
    }
  | { ok: false; reason: 'invalid-code' | 'failed'; message: string }

/**
 * 'Verify & Enable': the first code from the app verifies the factor. The first authenticator
 * turns two-factor on and brings ten recovery codes; every other session is signed out.
 */
export function useTotpEnableMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: async ({
      factorId,
      code,
      first,
    }: {
      factorId: string
      code: string
      first: boolean
    }): Promise<EnableOutcome> => {
      const outcome = await verifyTotpCode(client, factorId, code)
      if (!outcome.ok) return outcome
      const codes = first
        ? await createRecoveryCodes(client).catch((error: unknown) => {
            console.error('Making recovery codes failed:', error)
            return null
          })
        : null
      return { ok: true, codes, othersEnded: await signOutOtherSessions(client) }
    },
    invalidates: [authKeys.twoFactor, ['account-sessions']],
    done: (outcome, { first }) => {
      // With recovery codes on screen, the screen says it beside them: a toast would cover
      // codes that are shown only once.
      if (outcome.ok && outcome.codes) return null
      if (outcome.ok) {
        const done = withOtherSessions(
          first ? AUTH_MESSAGES.enabled : ACCOUNT_MESSAGES.authenticatorAdded,
          outcome.othersEnded,
        )
        return first
          ? { ...done, description: ACCOUNT_MESSAGES.codesNotMade, intent: 'warning' }
          : done
      }
      if (outcome.reason === 'invalid-code') {
        return { title: AUTH_MESSAGES.invalidCode, intent: 'danger' }
      }
      return { title: AUTH_MESSAGES.enableFailed(outcome.message), intent: 'danger' }
    },
    failed: () => ({ title: AUTH_MESSAGES.verifyFailed, intent: 'danger' }),
  })
}
